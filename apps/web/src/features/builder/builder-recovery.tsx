import { Component, type ReactNode } from "react";

interface Props {
  /** Whether the builder opened from edits kept on this device (a restore or a conflict). */
  fromDraft: boolean;
  /** Sets the device's draft aside and restarts the builder from the server's copy (a new key remounts this). */
  onSetAside: () => void;
  children: ReactNode;
}

/**
 * Catches a builder that fails while holding edits kept on this device (a draft written by an older version, or
 * content the renderer cannot draw): the draft is set aside, kept for download, and the builder reopens from the
 * server's copy. Without it the draft would be restored, and fail, on every reload. A builder that fails without a
 * draft is not this boundary's to hide: the error goes on to the route's error page.
 */
export class BuilderRecovery extends Component<Props, { error: { cause: unknown } | null }> {
  override state: { error: { cause: unknown } | null } = { error: null };

  static getDerivedStateFromError(cause: unknown) {
    return { error: { cause } };
  }

  override componentDidCatch(): void {
    if (this.props.fromDraft) this.props.onSetAside();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (error && !this.props.fromDraft) throw error.cause;
    return error ? null : this.props.children;
  }
}

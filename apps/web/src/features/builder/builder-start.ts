import { findUnstorableText } from "@foliocraft/schemas";
import type { PortfolioDetail } from "@foliocraft/schemas";
import type { DraftStorage, LocalDraft } from "./draft-storage";
import { contentFingerprint, sameContent } from "./form-values";
import type { BuilderStart } from "./use-builder-form";

// A lone surrogate or NUL can never be saved (every save would be refused): such a draft is set aside, not opened.
// A field that is merely invalid (too long, not a link) still opens: the user fixes it in the form. A draft that
// crashes the builder is set aside by BuilderRecovery.
const canOpen = (draft: LocalDraft) => findUnstorableText(draft) === null;

/**
 * Where the builder starts, given the server's copy and what this device kept: nothing kept (or nothing new) →
 * the server's copy; edits based on the server's current version → restored as they were (and saved); edits based
 * on an older version (someone saved since) → a conflict the user resolves. Edits that cannot be opened are set
 * aside (kept for download) and the server's copy opens, so a broken draft can never crash the builder on every
 * reload.
 */
export function builderStart(detail: PortfolioDetail, draft: LocalDraft | null, drafts?: DraftStorage): BuilderStart {
  const server = { detail, content: detail.content, name: detail.name };
  if (draft && !canOpen(draft)) {
    drafts?.setAside(detail.id);
    return { ...server, draft: "none", setAside: true };
  }
  const setAside = drafts?.readSetAside(detail.id) != null;
  const unchanged = draft && sameContent(draft.content, detail.content) && (draft.name || detail.name) === detail.name;
  if (!draft || unchanged) {
    if (draft) drafts?.discard(detail.id);
    return { ...server, draft: "none", setAside };
  }
  // The server one version further with exactly what this tab was sending when it reloaded: its own save.
  const ownSave =
    draft.sending !== undefined &&
    detail.version === draft.sending.baseVersion + 1 &&
    contentFingerprint(detail.content, detail.name) === draft.sending.fingerprint;
  return {
    detail,
    content: draft.content,
    name: draft.name || detail.name,
    draft: draft.baseVersion === detail.version || ownSave ? "restored" : "conflict",
    setAside,
  };
}

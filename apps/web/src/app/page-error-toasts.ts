import toast from "react-hot-toast";

// The error toasts on screen, by id. AppToaster notes each one as it draws it, so nothing else has to subscribe to
// react-hot-toast's store: its 2.6 store unsubscribes the first listener of a toaster rather than its own, so a
// second subscriber that unmounts (StrictMode does, and the session loader swaps the layout) silences the Toaster.
const shown = new Set<string>();

export function notePageErrorToast(id: string) {
  shown.add(id);
}

export function forgetPageErrorToast(id: string) {
  shown.delete(id);
}

/** Dismisses every error toast on screen (the page they were about is gone). */
export function dismissPageErrorToasts() {
  for (const id of shown) toast.dismiss(id);
  shown.clear();
}

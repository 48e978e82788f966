/** Leaves the single-page app for a fresh document load (drops every in-memory state, e.g. after logout). */
export function fullPageLoad(url: string): void {
  window.location.assign(url);
}

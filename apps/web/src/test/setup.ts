import { cleanup, configure } from "@testing-library/react";
import { Blob as NodeBlob, File as NodeFile } from "node:buffer";
import toast from "react-hot-toast";
import { afterAll, afterEach, beforeAll, vi } from "vitest";
import { changeLanguage, initI18n } from "../i18n/i18n";
import { server } from "../testing/msw";
import { installFastLabels } from "./fast-labels";
import { installMatchMedia } from "./match-media";

// Lazy routes load their chunk on first use; on a busy 2-core CI machine that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

installFastLabels();
// jsdom lacks these browser APIs; Radix menus and the theme store use them.
installMatchMedia();
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
// ScrollRestoration scrolls on every navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};
// fetch and AbortController here are Node's, DOMException is jsdom's: an aborted request would reject with an error
// that is not `instanceof DOMException`, unlike in a browser, and the app would take a cancelled query for a failure.
// One DOMException, the one aborts use, as a browser has.
const aborted = new AbortController();
aborted.abort();
globalThis.DOMException = (aborted.signal.reason as DOMException).constructor as typeof DOMException;
// Likewise files: jsdom's Blob, File and FormData are not Node's, and Node's fetch would send a jsdom file in a form
// without its bytes. Node's own, which fetch reads, as a browser has one of each.
globalThis.Blob = NodeBlob as unknown as typeof Blob;
globalThis.File = NodeFile as unknown as typeof File;
globalThis.FormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeAll(async () => {
  await initI18n();
  // The network fake (testing/msw.ts): every test answers the requests it expects there, nothing replaces fetch.
  server.listen({ onUnhandledRequest: "error" });
});

afterAll(() => server.close());

afterEach(async () => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  toast.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  await changeLanguage("en");
  window.localStorage.clear();
  installMatchMedia();
});

import { cleanup, configure } from "@testing-library/react";
import toast from "react-hot-toast";
import { afterEach, beforeAll, vi } from "vitest";
import { changeLanguage, initI18n } from "../i18n/i18n";
import { installMatchMedia } from "./match-media";

// Lazy routes load their chunk on first use; on a busy 2-core CI machine that can take over the 1 s default.
configure({ asyncUtilTimeout: 5000 });

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
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

beforeAll(async () => {
  await initI18n();
});

afterEach(async () => {
  cleanup();
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

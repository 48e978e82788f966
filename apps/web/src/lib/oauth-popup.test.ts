import { describe, expect, it, vi } from "vitest";
import {
  OAUTH_POPUP_SIZE,
  checkedWebUrl,
  isMessageFrom,
  popupFeatures,
  postToOpener,
  sameOriginOpener,
  watchPopupClosed,
} from "./oauth-popup";

describe("popupFeatures", () => {
  it("is 500×600 (spec §9) and centred over the opener", () => {
    expect(OAUTH_POPUP_SIZE).toEqual({ width: 500, height: 600 });
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 1000 })).toBe(
      "popup=yes,width=500,height=600,left=500,top=250",
    );
  });

  it("never places it off the screen's top-left edge", () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 500 })).toBe(
      "popup=yes,width=500,height=600,left=0,top=0",
    );
  });
});

describe("the popup's messages", () => {
  it("are posted for this origin only, never *", () => {
    const opener = { postMessage: vi.fn() } as unknown as Window;
    postToOpener(opener, { type: "GITHUB_AUTH_SUCCESS" });
    expect(opener.postMessage).toHaveBeenCalledWith({ type: "GITHUB_AUTH_SUCCESS" }, window.location.origin);
    expect(window.location.origin).not.toBe("*");
  });

  it("are believed only from the given window on this origin", () => {
    const popup = {} as Window;
    const event = (origin: string, source: unknown) => {
      const e = new MessageEvent("message", { origin });
      Object.defineProperty(e, "source", { value: source });
      return e;
    };
    expect(isMessageFrom(event(window.location.origin, popup), popup)).toBe(true);
    expect(isMessageFrom(event("https://evil.example", popup), popup)).toBe(false);
    expect(isMessageFrom(event(window.location.origin, {}), popup)).toBe(false);
  });
});

describe("sameOriginOpener", () => {
  it("is null without an opener, or with a closed one", () => {
    expect(sameOriginOpener()).toBeNull();
    vi.stubGlobal("opener", { closed: true, location: { origin: window.location.origin } });
    expect(sameOriginOpener()).toBeNull();
  });

  it("is the opener when it shows this site", () => {
    const opener = { closed: false, location: { origin: window.location.origin } };
    vi.stubGlobal("opener", opener);
    expect(sameOriginOpener()).toBe(opener);
  });

  it("is null for another site's page (whose location cannot even be read)", () => {
    vi.stubGlobal("opener", { closed: false, location: { origin: "https://other.example" } });
    expect(sameOriginOpener()).toBeNull();
    const foreign = { closed: false };
    Object.defineProperty(foreign, "location", {
      get() {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    });
    vi.stubGlobal("opener", foreign);
    expect(sameOriginOpener()).toBeNull();
  });
});

describe("watchPopupClosed", () => {
  it("reports once when the popup is closed, and not after being stopped", () => {
    vi.useFakeTimers();
    try {
      const popup = { closed: false };
      const onClosed = vi.fn();
      watchPopupClosed(popup as Window, onClosed, 500);
      vi.advanceTimersByTime(1500);
      expect(onClosed).not.toHaveBeenCalled();
      popup.closed = true;
      vi.advanceTimersByTime(2000);
      expect(onClosed).toHaveBeenCalledTimes(1);

      const other = { closed: false };
      const stop = watchPopupClosed(other as Window, onClosed, 500);
      stop();
      other.closed = true;
      vi.advanceTimersByTime(2000);
      expect(onClosed).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("checkedWebUrl", () => {
  it("accepts http(s) and refuses script URLs", () => {
    expect(checkedWebUrl("https://github.com/login/oauth/authorize?x=1")).toBe(
      "https://github.com/login/oauth/authorize?x=1",
    );
    expect(() => checkedWebUrl("javascript:alert(1)")).toThrow();
    expect(() => checkedWebUrl("data:text/html,hi")).toThrow();
  });
});

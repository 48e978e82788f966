import { describe, expect, it } from "vitest";
import { OAUTH_POPUP_SIZE, popupFeatures } from "./oauth-popup";

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

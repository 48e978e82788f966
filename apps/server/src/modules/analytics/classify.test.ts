import { describe, expect, it } from "vitest";
import { deviceClassOf, isBotAgent, referrerDomainOf } from "./classify";

const agents = {
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  ipad: "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1",
  kindle:
    "Mozilla/5.0 (Linux; U; Android 4.0.3; en-us; KFTT Build/IML74K) AppleWebKit/537.36 (KHTML, like Gecko) Silk/3.68 like Chrome/39.0.2171.93 Safari/537.36",
  windows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  mac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
};

describe("deviceClassOf", () => {
  it.each([
    [agents.iphone, "mobile"],
    [agents.androidPhone, "mobile"],
    [agents.androidTablet, "tablet"],
    [agents.ipad, "tablet"],
    [agents.kindle, "tablet"],
    [agents.windows, "desktop"],
    [agents.mac, "desktop"],
    [agents.firefoxLinux, "desktop"],
    ["", "desktop"],
  ])("%s → %s", (ua, device) => {
    expect(deviceClassOf(ua)).toBe(device);
  });
});

describe("isBotAgent", () => {
  it("recognises crawlers, previewers, scripts and a missing agent", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
      "",
      undefined,
    ]) {
      expect(isBotAgent(ua), String(ua)).toBe(true);
    }
  });

  it("lets real browsers through", () => {
    for (const ua of Object.values(agents)) expect(isBotAgent(ua), ua).toBe(false);
  });
});

describe("referrerDomainOf", () => {
  const own = ["folio.example", "localhost"];

  it("keeps only the host name, lower case, without www", () => {
    expect(referrerDomainOf("https://www.LinkedIn.com/feed/update/urn:li:activity:123?trk=x", own)).toBe(
      "linkedin.com",
    );
    expect(referrerDomainOf("http://news.ycombinator.com/item?id=1", own)).toBe("news.ycombinator.com");
    expect(referrerDomainOf("https://t.co/abc", own)).toBe("t.co");
  });

  it("is none for a direct visit, the same site, a non-web referrer and garbage", () => {
    expect(referrerDomainOf(undefined, own)).toBeUndefined();
    expect(referrerDomainOf("", own)).toBeUndefined();
    expect(referrerDomainOf("https://folio.example/dashboard", own)).toBeUndefined();
    expect(referrerDomainOf("https://www.folio.example/p/ama", own)).toBeUndefined();
    expect(referrerDomainOf("http://localhost:3000/p/ama", own)).toBeUndefined();
    expect(referrerDomainOf("android-app://com.google.android.gm/", own)).toBeUndefined();
    expect(referrerDomainOf("not a url", own)).toBeUndefined();
    expect(referrerDomainOf(`https://${"a".repeat(250)}.com/`, own)).toBeUndefined();
  });
});

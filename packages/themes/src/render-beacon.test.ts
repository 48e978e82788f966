import { describe, expect, it } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { renderSite, type RenderOptions } from "./render";
import { beaconScript } from "./render-beacon";

const options: RenderOptions = { showPoweredBy: true, poweredByUrl: "https://folio.example", year: 2026 };
const beaconUrl = "https://folio.example/api/public/portfolios/ama/views";

const filesOf = (opts: Partial<RenderOptions>, content = fullPortfolioFixture()) =>
  Object.fromEntries(renderSite(content, { ...options, ...opts }).files.map((f) => [f.path, String(f.contents)]));

/** Runs the beacon with stand-ins for the browser globals it uses and returns what it posted. */
function runBeacon(referrer: string, opts: { sendBeacon?: boolean; lang?: string } = {}) {
  const posts: { url: string; body: string; via: string }[] = [];
  const fetch = (url: string, init: { body: string }) => {
    posts.push({ url, body: init.body, via: "fetch" });
    return Promise.resolve();
  };
  const document = {
    referrer,
    documentElement: { lang: opts.lang ?? "en" },
    currentScript: { getAttribute: (name: string) => (name === "data-endpoint" ? beaconUrl : null) },
  };
  const navigator =
    opts.sendBeacon === false
      ? {}
      : { sendBeacon: (url: string, body: string) => posts.push({ url, body, via: "beacon" }) > 0 };
  // The script sees only these browser globals (a function scope stands in for the page).
  new Function("document", "location", "navigator", "window", "fetch", beaconScript)(
    document,
    { host: "ama.github.io" },
    navigator,
    { fetch },
    fetch,
  );
  return posts;
}

describe("analytics beacon of exported sites", () => {
  it("is added with its endpoint only when the server asks for it, and never to a standalone page", () => {
    const on = filesOf({ beaconUrl });
    expect(on["index.html"]).toContain(
      `<script src="analytics-beacon.js" data-endpoint="${beaconUrl}" defer></script>`,
    );
    expect(on["analytics-beacon.js"]).toBe(beaconScript);
    const off = filesOf({});
    expect(off["index.html"]).not.toContain("analytics-beacon");
    expect(off["analytics-beacon.js"]).toBeUndefined();
    const standalone = filesOf({ beaconUrl, standalone: true });
    expect(standalone["index.html"]).not.toContain("<script src=");
    expect(filesOf({ beaconUrl: "javascript:alert(1)" })["index.html"]).not.toContain("analytics-beacon");
  });

  it("posts one view with the referring site's origin only, and none for a same-site referrer", () => {
    expect(runBeacon("https://news.example.com/a/path?q=secret")).toEqual([
      { url: beaconUrl, body: '{"referrer":"https://news.example.com","language":"en"}', via: "beacon" },
    ]);
    expect(runBeacon("https://ama.github.io/other-page")[0]?.body).toBe('{"referrer":"","language":"en"}');
    expect(runBeacon("", { lang: "ar" })[0]?.body).toBe('{"referrer":"","language":"ar"}');
    expect(runBeacon("https://x.example/", { sendBeacon: false })).toEqual([
      { url: beaconUrl, body: '{"referrer":"https://x.example","language":"en"}', via: "fetch" },
    ]);
  });
});

describe("resume link", () => {
  const withResume = () => {
    const c = fullPortfolioFixture();
    c.resume = { enabled: true, url: `/assets/${"d".repeat(64)}.pdf` };
    return c;
  };

  it("points at the counting address when the server gives one, at the file otherwise", () => {
    const counted = filesOf({ resumeHref: "https://folio.example/p/ama/resume" }, withResume())["index.html"];
    expect(counted).toContain('href="https://folio.example/p/ama/resume"');
    expect(counted).not.toContain(".pdf");
    expect(filesOf({}, withResume())["index.html"]).toContain(`href="/assets/${"d".repeat(64)}.pdf"`);
  });

  it("links a resume on another site directly, pinging the counting address: never through a redirect", () => {
    const c = withResume();
    c.resume.url = "https://cv.example/ama.pdf";
    const html = filesOf({ resumeHref: "https://folio.example/p/ama/resume" }, c)["index.html"];
    // The class is the theme's own; the link itself is the file, with the counter as its ping.
    expect(html).toMatch(
      /<a class="[^"]+" href="https:\/\/cv\.example\/ama\.pdf" ping="https:\/\/folio\.example\/p\/ama\/resume" rel="noopener noreferrer">/,
    );
    expect(html).not.toContain('href="https://folio.example/p/ama/resume"');
    // Without a counting address (an export of an owner who did not opt in) there is nothing to ping.
    const plain = filesOf({}, c)["index.html"];
    expect(plain).toContain('href="https://cv.example/ama.pdf" rel="noopener noreferrer"');
    expect(plain).not.toContain("ping=");
  });

  it("links the generated PDF when the owner chose it and the page has one, without a ping (it counts itself)", () => {
    const c = withResume();
    c.resume.source = "generated";
    const generatedResumeHref = "https://folio.example/p/ama/resume.pdf";
    const html = filesOf({ resumeHref: "https://folio.example/p/ama/resume", generatedResumeHref }, c)["index.html"];
    expect(html).toContain(`href="${generatedResumeHref}"`);
    expect(html).not.toContain("ping=");
    // The ZIP's file beside index.html.
    expect(filesOf({ generatedResumeHref: "resume.pdf" }, c)["index.html"]).toContain('href="resume.pdf"');
    // No generated file (not made yet): the owner's own file, as before.
    expect(filesOf({}, c)["index.html"]).toContain(`href="/assets/${"d".repeat(64)}.pdf"`);
    // Chosen against: the generated file is not linked even when there is one.
    c.resume.source = "link";
    expect(filesOf({ generatedResumeHref }, c)["index.html"]).not.toContain(generatedResumeHref);
  });

  it("is not drawn for a disabled or empty resume, even with a counting address", () => {
    const c = withResume();
    c.resume.enabled = false;
    expect(filesOf({ resumeHref: "https://folio.example/p/ama/resume" }, c)["index.html"]).not.toContain("/resume");
    c.resume = { enabled: true, url: "" };
    expect(filesOf({ resumeHref: "https://folio.example/p/ama/resume" }, c)["index.html"]).not.toContain("/resume");
  });
});

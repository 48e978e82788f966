import { describe, expect, it } from "vitest";
import { HtmlValidate } from "html-validate";
import { fullPortfolioFixture, visitorMessageHoneypotField, type PortfolioContent } from "@foliocraft/schemas";
import { renderSite, type RenderOptions } from "./render";
import { contactErrorMessages, defaultContactSuccess } from "./render-contact-form";

const options: RenderOptions = {
  showPoweredBy: false,
  poweredByUrl: "https://folio.example",
  contactEndpoint: "https://folio.example/api/public/portfolios/ama/contact",
  year: 2026,
};

const site = (content: PortfolioContent = fullPortfolioFixture(), opts: Partial<RenderOptions> = {}) =>
  renderSite(content, { ...options, ...opts }).files;
const index = (content?: PortfolioContent, opts?: Partial<RenderOptions>) =>
  String(site(content, opts).find((f) => f.path === "index.html")?.contents);
const formOf = (html: string) => /<form[^]*?<\/form>/.exec(html)?.[0] ?? "";

describe("the contact form", () => {
  it("has a honeypot hidden from people: off-screen, aria-hidden, out of the tab order, no autofill", () => {
    const form = formOf(index());
    const honeypot = /<div class="hp" aria-hidden="true">(.*?)<\/div>/.exec(form)?.[1] ?? "";
    expect(honeypot).toContain(
      `<input id="cf-hp" name="${visitorMessageHoneypotField}" type="text" tabindex="-1" autocomplete="off">`,
    );
    expect(renderSite(fullPortfolioFixture(), options).css).toContain(
      ".hp{position:absolute;inset-inline-start:-10000px",
    );
    // Every visible field keeps its label.
    for (const id of ["cf-name", "cf-email", "cf-message"]) expect(form).toContain(`<label for="${id}">`);
  });

  it("shows the owner's success message (escaped) after a sent message, or a default one", () => {
    const content = fullPortfolioFixture();
    content.contactForm.successMessage = "Thanks <b>friend</b>!";
    expect(index(content, { contactStatus: "sent" })).toContain(
      '<p class="form-status form-sent" role="status" aria-live="polite" data-contact-status>Thanks &lt;b&gt;friend&lt;/b&gt;!</p>',
    );
    content.contactForm.successMessage = "";
    expect(index(content, { contactStatus: "sent" })).toContain(`data-contact-status>${defaultContactSuccess}</p>`);
  });

  it("shows each error as an alert, and nothing when there is no status", () => {
    for (const [status, text] of Object.entries(contactErrorMessages)) {
      const html = index(undefined, { contactStatus: status as keyof typeof contactErrorMessages });
      expect(html).toContain(`<p class="form-status form-error" role="alert" data-contact-status>${text}</p>`);
    }
    expect(index()).toContain('<p class="form-status" role="status" aria-live="polite" data-contact-status></p>');
  });

  it("adds contact-form.js only to non-standalone sites that ask for it and draw the form", () => {
    const withScript = site(undefined, { contactScript: true });
    const script = withScript.find((f) => f.path === "contact-form.js");
    expect(script?.contentType).toBe("text/javascript; charset=utf-8");
    expect(String(script?.contents)).toContain('headers: { accept: "application/json" }');
    expect(index(undefined, { contactScript: true })).toContain('<script src="contact-form.js" defer></script>');

    const disabled = fullPortfolioFixture();
    disabled.contactForm.enabled = false;
    for (const files of [
      site(),
      site(undefined, { contactScript: true, standalone: true }),
      site(undefined, { contactScript: true, contactEndpoint: undefined }),
      site(disabled, { contactScript: true }),
    ]) {
      expect(files.map((f) => f.path)).not.toContain("contact-form.js");
      expect(String(files.find((f) => f.path === "index.html")?.contents)).not.toContain("contact-form.js");
    }
  });

  it("speaks the page's language: labels, button and every outcome the export's script may show", () => {
    const content = fullPortfolioFixture();
    content.language = "ja";
    content.contactForm.successMessage = "";
    const form = formOf(index(content, { contactScript: true }));
    for (const text of ["お名前", "メールアドレス", "メッセージ", "送信", "この欄は空のままにしてください"])
      expect(form).toContain(text);
    expect(form).toContain('data-success="ありがとうございます。メッセージを送信しました。"');
    expect(form).toContain('data-too-many="このアドレスからの送信が多すぎます。');
    expect(form).toContain('data-unavailable="メッセージを送信できませんでした。');
    // The script writes only those texts (the server's JSON error is English).
    const script = String(site(content, { contactScript: true }).find((f) => f.path === "contact-form.js")?.contents);
    expect(script).not.toMatch(/error\.message|Please|could not/);
  });

  it("stays valid HTML with a status and the script", async () => {
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended"],
      rules: { "no-trailing-whitespace": "off", "long-title": "off" },
    });
    const report = await validator.validateString(index(undefined, { contactStatus: "too-many", contactScript: true }));
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});

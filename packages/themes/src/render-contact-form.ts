import { visitorMessageHoneypotField, visitorMessageLimits as limits, type ContactStatus } from "@foliocraft/schemas";
import { escapeHtml as e } from "./escape";
import { en } from "./i18n/languages/en";
import type { RendererStrings } from "./i18n/strings";
import type { ContactFormBlock } from "./page-model";

/** The file name of the exported sites' contact script (see README: "The contact form"). */
export const contactScriptPath = "contact-form.js";

/** The English text shown after a sent message when the owner wrote no success message of their own. */
export const defaultContactSuccess = en.form.success;

/** What a visitor reads after a failed post (English); the keys are the `?error=` values the server redirects with. */
export const contactErrorMessages: Record<Exclude<ContactStatus, "sent">, string> = {
  invalid: en.form.invalid,
  "too-many": en.form.tooMany,
  unavailable: en.form.unavailable,
};

const errorText = (status: Exclude<ContactStatus, "sent">, s: RendererStrings) =>
  ({ invalid: s.form.invalid, "too-many": s.form.tooMany, unavailable: s.form.unavailable })[status];

function statusHtml(status: ContactStatus | undefined, successMessage: string, s: RendererStrings): string {
  // Always present (empty) so the export's script has a live region to write into.
  if (!status) return `<p class="form-status" role="status" aria-live="polite" data-contact-status></p>`;
  if (status === "sent") {
    return `<p class="form-status form-sent" role="status" aria-live="polite" data-contact-status>${e(successMessage)}</p>`;
  }
  return `<p class="form-status form-error" role="alert" data-contact-status>${e(errorText(status, s))}</p>`;
}

/**
 * The contact form: a plain HTML form that works without JavaScript (the server answers with a redirect carrying
 * the outcome), a honeypot field hidden from people and assistive technology, and the outcome of the last post.
 * Every text is in the page's language; the error texts ride along as data attributes for the export's script.
 */
export function renderContactForm(block: ContactFormBlock, s: RendererStrings, cls = "card"): string {
  // Bots fill every field; people never see this one: off-screen, aria-hidden, out of the tab order, no autofill.
  const honeypot = `<div class="hp" aria-hidden="true"><label for="cf-hp">${e(s.form.honeypot)}</label><input id="cf-hp" name="${visitorMessageHoneypotField}" type="text" tabindex="-1" autocomplete="off"></div>`;
  const data = `data-contact-form data-success="${e(block.successMessage)}" data-invalid="${e(s.form.invalid)}" data-too-many="${e(s.form.tooMany)}" data-unavailable="${e(s.form.unavailable)}"`;
  return `<form class="${cls}" method="post" action="${block.endpoint}" ${data}>${statusHtml(block.status, block.successMessage, s)}<label for="cf-name">${e(s.form.name)}</label><input id="cf-name" name="name" type="text" required maxlength="${limits.name}" autocomplete="name"><label for="cf-email">${e(s.form.email)}</label><input id="cf-email" name="email" type="email" required maxlength="${limits.email}" autocomplete="email"><label for="cf-message">${e(s.form.message)}</label><textarea id="cf-message" name="message" required maxlength="${limits.message}" rows="5"></textarea>${honeypot}<input type="hidden" name="language" value="${e(block.language)}"><button class="btn" type="submit">${e(s.form.send)}</button></form>`;
}

/**
 * The exported sites' progressive enhancement: posts the form with fetch and shows the outcome in place, so the
 * visitor stays on the site wherever it is hosted (even opened from disk). Without it the form still posts and the
 * server redirects to the hosted page, which shows the outcome. The texts come from the form's data attributes, in
 * the page's language (the server's JSON error is in English, so only its status is used).
 */
export const contactScript = `"use strict";
document.querySelectorAll("form[data-contact-form]").forEach(function (form) {
  var status = form.querySelector("[data-contact-status]");
  var button = form.querySelector("button[type=submit]");
  function text(name) {
    return form.getAttribute("data-" + name) || "";
  }
  function show(message, failed) {
    status.textContent = message;
    status.className = "form-status " + (failed ? "form-error" : "form-sent");
    status.setAttribute("role", failed ? "alert" : "status");
  }
  form.addEventListener("submit", function (event) {
    if (!window.fetch) return;
    event.preventDefault();
    button.disabled = true;
    fetch(form.action, {
      method: "POST",
      headers: { accept: "application/json" },
      body: new URLSearchParams(new FormData(form)),
    })
      .then(function (res) {
        if (res.ok) {
          form.reset();
          return show(text("success"), false);
        }
        show(text(res.status === 429 ? "too-many" : res.status === 400 ? "invalid" : "unavailable"), true);
      })
      .catch(function () {
        show(text("unavailable"), true);
      })
      .then(function () {
        button.disabled = false;
      });
  });
});
`;

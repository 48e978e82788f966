import {
  visitorMessageHoneypotField,
  visitorMessageLimits as limits,
  type ContactStatus,
  type PortfolioContent,
} from "@foliocraft/schemas";
import { escapeHtml as e } from "./escape";

/** The file name of the exported sites' contact script (see README: "The contact form"). */
export const contactScriptPath = "contact-form.js";

/** The text shown after a sent message when the owner wrote no success message of their own. */
export const defaultContactSuccess = "Thank you! Your message was sent.";

/** What a visitor reads after a failed post; the keys are the `?error=` values the server redirects with. */
export const contactErrorMessages: Record<Exclude<ContactStatus, "sent">, string> = {
  invalid: "Please check your name, email address and message, then try again.",
  "too-many": "Too many messages were sent from your address. Please try again later.",
  unavailable: "The message could not be sent. Please try again later.",
};

function statusHtml(status: ContactStatus | undefined, successMessage: string): string {
  // Always present (empty) so the export's script has a live region to write into.
  if (!status) return `<p class="form-status" role="status" aria-live="polite" data-contact-status></p>`;
  if (status === "sent") {
    return `<p class="form-status form-sent" role="status" aria-live="polite" data-contact-status>${e(successMessage)}</p>`;
  }
  return `<p class="form-status form-error" role="alert" data-contact-status>${e(contactErrorMessages[status])}</p>`;
}

/**
 * The contact form: a plain HTML form that works without JavaScript (the server answers with a redirect carrying
 * the outcome), a honeypot field hidden from people and assistive technology, and the outcome of the last post.
 */
export function renderContactForm(
  form: PortfolioContent["contactForm"],
  endpoint: string,
  status: ContactStatus | undefined,
): string {
  const success = form.successMessage || defaultContactSuccess;
  // Bots fill every field; people never see this one: off-screen, aria-hidden, out of the tab order, no autofill.
  const honeypot = `<div class="hp" aria-hidden="true"><label for="cf-hp">Leave this field empty</label><input id="cf-hp" name="${visitorMessageHoneypotField}" type="text" tabindex="-1" autocomplete="off"></div>`;
  return `<form class="card" method="post" action="${endpoint}" data-contact-form data-success="${e(success)}">${statusHtml(status, success)}<label for="cf-name">Name</label><input id="cf-name" name="name" type="text" required maxlength="${limits.name}" autocomplete="name"><label for="cf-email">Email</label><input id="cf-email" name="email" type="email" required maxlength="${limits.email}" autocomplete="email"><label for="cf-message">Message</label><textarea id="cf-message" name="message" required maxlength="${limits.message}" rows="5"></textarea>${honeypot}<button class="btn" type="submit">Send</button></form>`;
}

/**
 * The exported sites' progressive enhancement: posts the form with fetch and shows the outcome in place, so the
 * visitor stays on the site wherever it is hosted (even opened from disk). Without it the form still posts and the
 * server redirects to the hosted page, which shows the outcome.
 */
export const contactScript = `"use strict";
var unavailable = ${JSON.stringify(contactErrorMessages.unavailable)};
document.querySelectorAll("form[data-contact-form]").forEach(function (form) {
  var status = form.querySelector("[data-contact-status]");
  var button = form.querySelector("button[type=submit]");
  function show(text, failed) {
    status.textContent = text;
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
        return res
          .json()
          .catch(function () {
            return {};
          })
          .then(function (body) {
            if (res.ok) {
              form.reset();
              return show(form.getAttribute("data-success"), false);
            }
            show((body && body.error && body.error.message) || unavailable, true);
          });
      })
      .catch(function () {
        show(unavailable, true);
      })
      .then(function () {
        button.disabled = false;
      });
  });
});
`;

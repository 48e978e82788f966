/** The file name of the exported sites' analytics beacon (only when the owner opts in). */
export const beaconScriptPath = "analytics-beacon.js";

/**
 * The beacon's `<script>` element: the endpoint travels in a data attribute, so the script file is the same for
 * every site and no inline script is needed (a host's CSP may forbid them).
 */
export function beaconScriptTag(endpoint: string, escapeAttribute: (value: string) => string): string {
  return `<script src="${beaconScriptPath}" data-endpoint="${escapeAttribute(endpoint)}" defer></script>`;
}

/**
 * One page view, posted once per page load without cookies or identifiers. Only the referring site's origin is sent
 * (never its path), and none when the visitor came from the same site, with the language the page is in (its
 * `lang`), so the owner sees views per language version. sendBeacon posts text/plain, which needs no
 * CORS preflight; fetch with keepalive is the fallback of browsers without it.
 */
export const beaconScript = `"use strict";
(function () {
  var script = document.currentScript;
  var endpoint = script && script.getAttribute("data-endpoint");
  if (!endpoint) return;
  var referrer = "";
  try {
    var from = new URL(document.referrer);
    if (from.host !== location.host) referrer = from.origin;
  } catch (e) {}
  var body = JSON.stringify({ referrer: referrer, language: document.documentElement.lang || "" });
  try {
    if (navigator.sendBeacon && navigator.sendBeacon(endpoint, body)) return;
  } catch (e) {}
  if (window.fetch) {
    fetch(endpoint, { method: "POST", body: body, keepalive: true, mode: "no-cors", credentials: "omit" }).catch(
      function () {},
    );
  }
})();
`;

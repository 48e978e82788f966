import { isLanguageCode } from "@foliocraft/schemas";
import { deviceClassOf, isBotAgent, referrerDomainOf } from "./classify";
import type { AnsweredRequest } from "../../lib/fast-path-table";
import type { CountedEvent, ViewRecorder } from "./view-recorder";

/**
 * The hosted pages whose views are counted (modules/public-site): the primary language and each translation (issue
 * 21); a response of 200 or 304 to a GET is a view.
 */
export const countedPageRoutes: readonly string[] = ["/p/:username", "/p/:username/:lang([a-z]{2})"];

/** A supported language code from a page's `lang` ("fr", "fr-CA" → "fr"), else undefined. */
export function languageOf(lang: string | undefined): string | undefined {
  const code = lang?.toLowerCase().split("-")[0];
  return code && isLanguageCode(code) ? code : undefined;
}

/** An event for a visitor, or undefined for a bot (crawlers, previews and scripts never count). */
export function visitorEvent(
  visitor: { userAgent: string | undefined; address: string },
  fields: Pick<CountedEvent, "username" | "kind" | "source" | "referrerDomain" | "language">,
): CountedEvent | undefined {
  if (isBotAgent(visitor.userAgent)) return undefined;
  return { ...fields, at: new Date(), address: visitor.address, device: deviceClassOf(visitor.userAgent) };
}

export function hostOf(url: string | undefined): string {
  try {
    return url ? new URL(url).hostname : "";
  } catch {
    return "";
  }
}

/** Counts a view of a hosted page when `answered` is one (a GET of a counted route answered 200 or 304). */
export function pageViewCounter(recorder: ViewRecorder, publicUrl: string): (answered: AnsweredRequest) => void {
  const publicHost = hostOf(publicUrl);
  return (answered) => {
    if (answered.method !== "GET" || !countedPageRoutes.includes(answered.route ?? "")) return;
    if (answered.status !== 200 && answered.status !== 304) return;
    const userAgent = answered.headers["user-agent"];
    // Crawlers never count (visitorEvent says so too): decided before the referrer is parsed.
    if (isBotAgent(userAgent)) return;
    const username = answered.params.username?.toLowerCase() ?? "";
    const referer = answered.headers.referer;
    const referrerDomain = referrerDomainOf(referer, [publicHost, answered.hostname]);
    // /p/{username}/{lang} answers 200 only for a translation the portfolio has; /p/{username} is the primary.
    const language = languageOf(answered.params.lang);
    const event = visitorEvent(
      { userAgent, address: answered.ip },
      { username, kind: "view", source: "server", referrerDomain, language },
    );
    if (event) recorder.record(event);
  };
}

import type { LanguageCode, PortfolioContent } from "@foliocraft/schemas";

/** Where the beacon of an exported or deployed site posts its views (plugins/origin-check.ts lets it through). */
export function beaconEndpointFor(publicUrl: string, username: string): string {
  return `${publicUrl}/api/public/portfolios/${encodeURIComponent(username)}/views`;
}

/** The counting address of a portfolio's resume: it counts the download and redirects to the file. */
export function resumeEndpointFor(publicUrl: string, username: string): string {
  return `${publicUrl}/p/${encodeURIComponent(username)}/resume`;
}

/**
 * The counting address of a portfolio's generated PDF résumé: it counts the download and redirects to the file.
 * A translation's (issue 21) is under its page's address: `/p/{username}/{lang}/resume.pdf`.
 */
export function generatedResumeEndpointFor(publicUrl: string, username: string, lang?: LanguageCode): string {
  return `${publicUrl}/p/${encodeURIComponent(username)}${lang ? `/${lang}` : ""}/resume.pdf`;
}

/**
 * The renderer options that count an exported or deployed site: only when its owner opted in and the portfolio is
 * published (the server knows it by its public name). Otherwise the site counts nothing and links the file itself.
 */
export function exportAnalyticsOptions(
  publicUrl: string,
  username: string | null | undefined,
  published: boolean,
  content: Pick<PortfolioContent, "analyticsBeacon">,
): { beaconUrl?: string; resumeHref?: string } {
  if (!content.analyticsBeacon || !published || !username) return {};
  return { beaconUrl: beaconEndpointFor(publicUrl, username), resumeHref: resumeEndpointFor(publicUrl, username) };
}

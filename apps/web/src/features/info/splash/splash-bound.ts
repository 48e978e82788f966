/**
 * The longest the info pages' splash may stay (spec §9: 5000 ms, or 9000/7000/6000 ms on 2g/3g/4g). design.md: the
 * splash shows only while the page is really loading; these durations are its upper bound, never a fixed wait.
 */
export function splashBoundMs(effectiveType: string | undefined): number {
  switch (effectiveType) {
    case "slow-2g":
    case "2g":
      return 9000;
    case "3g":
      return 7000;
    case "4g":
      return 6000;
    default:
      return 5000;
  }
}

interface NetworkInformationLike {
  effectiveType?: string;
}

/** navigator.connection.effectiveType where the browser has it (Chromium), else undefined. */
export function currentEffectiveType(nav: Navigator | undefined = globalThis.navigator): string | undefined {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  return typeof connection?.effectiveType === "string" ? connection.effectiveType : undefined;
}

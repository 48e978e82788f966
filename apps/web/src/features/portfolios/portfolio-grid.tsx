import type { PortfolioSummary, Profile } from "@foliocraft/schemas";
import { useState } from "react";
import { PortfolioCard } from "./portfolio-card";

/** Whether the profile has Pro features right now (spec §4: active or expiring). */
export function profileHasPro(profile: Pick<Profile, "subscription"> | undefined): boolean {
  return profile?.subscription.status === "pro-active" || profile?.subscription.status === "pro-expiring";
}

/** The portfolios as a grid of cards: one column on phones, up to three on wide screens. */
export function PortfolioGrid({
  portfolios,
  profile,
  headingLevel = 3,
}: {
  portfolios: readonly PortfolioSummary[];
  profile: Pick<Profile, "username" | "subscription"> | undefined;
  /** The cards' heading level: 3 under a section heading (dashboard), 2 right under the page heading. */
  headingLevel?: 2 | 3;
}) {
  // One "now" per render of the list, so every "last edited" is relative to the same moment.
  const [now] = useState(() => new Date());
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {portfolios.map((portfolio) => (
        <li key={portfolio.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <PortfolioCard
              portfolio={portfolio}
              username={profile?.username ?? null}
              hasPro={profileHasPro(profile)}
              planKnown={profile !== undefined}
              now={now}
              headingLevel={headingLevel}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

import type { DeployScope } from "@foliocraft/schemas";
import { providerRequest } from "../../provider-http";

interface TeamsPage {
  teams?: { id?: string; slug?: string | null; name?: string | null }[];
  /** `next`: the `until` of the following page (a creation time in ms), null on the last one. */
  pagination?: { next?: number | null };
}

// Far more teams than a person belongs to; the bound keeps a provider bug from looping forever.
const maxPages = 10;

/**
 * Where a Vercel token can deploy (docs/contracts/vercel.md § Teams): the personal account, then every team the token
 * reaches (`GET /v2/teams`, page by page), and the team deploys go to when nothing is chosen (`GET /v2/user` →
 * `defaultTeamId`, null for the personal account).
 */
export async function vercelScopes(apiUrl: string, token: string) {
  const teams: DeployScope[] = [];
  let until: number | null | undefined;
  for (let page = 0; page < maxPages; page++) {
    const query = new URLSearchParams({ limit: "100" });
    if (until) query.set("until", String(until));
    const { data } = await providerRequest<TeamsPage>("Vercel", `${apiUrl}/v2/teams?${query}`, { token });
    for (const team of data.teams ?? []) {
      if (team.id) teams.push({ teamId: team.id, name: team.name || team.slug || team.id, slug: team.slug ?? null });
    }
    until = data.pagination?.next;
    if (!until || !data.teams?.length) break;
  }
  const { data } = await providerRequest<{ user?: { defaultTeamId?: string | null } }>("Vercel", `${apiUrl}/v2/user`, {
    token,
  });
  const fallback = data.user?.defaultTeamId ?? null;
  return {
    scopes: [{ teamId: null, name: null, slug: null }, ...teams],
    // A default team the list does not hold is not offered: the personal account stands for it.
    fallback: teams.some((team) => team.teamId === fallback) ? fallback : null,
  };
}

import { readdirSync, readFileSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Migration 0021 moves the deploys' GitHub and Netlify columns into provider_state: every value must arrive under
// the name its provider folder reads, and nothing be lost, before the columns are dropped.

const folder = new URL("../../../drizzle/", import.meta.url);
const migrations = readdirSync(folder)
  .filter((name) => name.endsWith(".sql"))
  .sort();
const run = async (db: PGlite, name: string) => {
  for (const statement of readFileSync(new URL(name, folder), "utf8").split("--> statement-breakpoint")) {
    if (statement.trim()) await db.exec(statement);
  }
};

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  for (const name of migrations.filter((n) => n < "0021")) await run(db, name);
});
afterAll(() => db.close());

describe("migration 0021: deploy provider state", () => {
  it("copies each target's columns into provider_state, leaving nulls out, then drops them", async () => {
    // The rows' users and portfolios do not matter here: foreign keys are not checked for this session.
    await db.exec("SET session_replication_role = replica");
    await db.exec(`
      INSERT INTO deploys (id, user_id, portfolio_id, target, status, step, repo_full_name, branch, commit_sha,
        requested_repo) VALUES ('gh', 'u', 'p', 'github-pages', 'success', 'live', 'octo/site', 'main', 'abc123', 'site');
      INSERT INTO deploys (id, user_id, portfolio_id, target, status, step, requested_repo)
        VALUES ('gh-new', 'u', 'p', 'github-repo', 'error', 'preparing', 'other');
      INSERT INTO deploys (id, user_id, portfolio_id, target, status, step, netlify_site_id, netlify_deploy_id,
        site_name, previous_site_id) VALUES ('nf', 'u', 'p', 'netlify', 'success', 'live', 'site1', 'dep1', 'ama', 'site0');
    `);
    await run(
      db,
      migrations.find((n) => n.startsWith("0021"))!,
    );
    const { rows } = await db.query<{ id: string; provider_state: Record<string, string> }>(
      "SELECT id, provider_state FROM deploys ORDER BY id",
    );
    expect(rows).toEqual([
      {
        id: "gh",
        provider_state: { requestedRepo: "site", repoFullName: "octo/site", branch: "main", commitSha: "abc123" },
      },
      { id: "gh-new", provider_state: { requestedRepo: "other" } },
      {
        id: "nf",
        provider_state: { siteName: "ama", previousSiteId: "site0", netlifySiteId: "site1", netlifyDeployId: "dep1" },
      },
    ]);
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'deploys'",
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain("netlify_site_id");
  });
});

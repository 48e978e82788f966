import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import {
  fullPortfolioFixture,
  localizeContent,
  portfolioContentSchema,
  portfolioLanguages,
  type PortfolioContent,
} from "@foliocraft/schemas";

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");
const tag = "0023_portfolio_translations";

// The migrations folder as it was before issue 21: the journal up to the translations migration, without it (and
// without any later one: the migrator applies only what is newer than the last migration it finds applied).
function foldersBeforeTranslations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fc-migrations-"));
  fs.cpSync(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`migration ${tag} is not in the journal`);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

// Today's content as stored before issue 21: no translations key at all.
function storedBefore(language: PortfolioContent["language"], title: string): Record<string, unknown> {
  const { translations: _none, ...content } = fullPortfolioFixture();
  return { ...content, language, personal: { ...content.personal, title } };
}

const client = new PGlite();
afterAll(() => client.close());

describe("migration 0023 (portfolio translations)", () => {
  it("turns today's portfolios into one-language portfolios: every field reads back unchanged", async () => {
    const before = foldersBeforeTranslations();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    const draft = storedBefore("en", "Draft title");
    const published = storedBefore("en", "Published title");
    const arabic = storedBefore("ar", "مطورة");
    await client.query(
      `INSERT INTO users (id, name, email) VALUES ('u1', 'Ama', 'ama@example.com'), ('u2', 'Lina', 'lina@example.com')`,
    );
    await client.query(
      `INSERT INTO portfolios (id, user_id, name, theme, content, published_content, published_version, published_at)
       VALUES ('p1', 'u1', 'Mine', 'minimal', $1, $2, 1, now()), ('p2', 'u2', 'Arabic', 'minimal', $3, NULL, NULL, NULL)`,
      [draft, published, arabic],
    );
    await client.query(
      `INSERT INTO portfolio_revisions (portfolio_id, version, name, theme, content) VALUES ('p1', 1, 'Mine', 'minimal', $1)`,
      [published],
    );

    await migrate(db, { migrationsFolder: migrations });

    const rows = await client.query<{
      id: string;
      content: PortfolioContent;
      published_content: PortfolioContent | null;
    }>(`SELECT id, content, published_content FROM portfolios ORDER BY id`);
    const revision = await client.query<{ content: PortfolioContent }>(`SELECT content FROM portfolio_revisions`);
    const [p1, p2] = rows.rows;
    expect(p1!.content).toEqual({ ...draft, translations: {} });
    expect(p1!.published_content).toEqual({ ...published, translations: {} });
    expect(p2!.content).toEqual({ ...arabic, translations: {} });
    expect(p2!.published_content).toBeNull();
    expect(revision.rows[0]!.content).toEqual({ ...published, translations: {} });
    for (const stored of [p1!.content, p1!.published_content!, p2!.content]) {
      // One language, its own; the page in it is the content as it was.
      const parsed = portfolioContentSchema.parse(stored);
      expect(portfolioLanguages(parsed)).toEqual([stored.language]);
      const { translations: _t, ...page } = localizeContent(parsed, parsed.language);
      const { translations: _u, ...original } = portfolioContentSchema.parse(stored);
      expect(page).toEqual(original);
    }
    fs.rmSync(before, { recursive: true, force: true });
  }, 60_000);
});

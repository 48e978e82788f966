import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// docs/architecture.md, "Layers and authorization": routes are thin, services hold the rules, repositories hold the
// SQL. This keeps it true: outside a repository (repository.ts, *-repository.ts) no file of a module or a plugin
// builds a query. The database itself (db/), the migrations, the job queue's pg-boss adapter (jobs/) and the test
// harness (testing/) are not modules and are not checked.

const srcDir = path.dirname(new URL(import.meta.url).pathname);
const checkedDirs = ["modules", "plugins"];

const isRepository = (file: string) => /(^|[/-])repository\.ts$/.test(file);
const isRoutes = (file: string) => /(^|[/-])routes\.ts$/.test(file);

// Calls that run SQL on a database handle or a transaction (`db.select(…)`, `tx.delete(…)`, `database.db.execute(…)`).
const queryMethods = new Set([
  "select",
  "selectDistinct",
  "insert",
  "update",
  "delete",
  "execute",
  "transaction",
  "query",
]);
const handleNames = new Set(["db", "tx"]);

/** What a file does that only a repository may: each finding names the line. */
export function layerViolations(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const typeOnly = (node: ts.ImportDeclaration) => {
    const clause = node.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    const bindings = clause.namedBindings;
    return !clause.name && bindings !== undefined && ts.isNamedImports(bindings)
      ? bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)
      : false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      if (from === "drizzle-orm" || from.startsWith("drizzle-orm/")) {
        found.push(`${at(node)} imports ${from} (query builders belong in a repository)`);
      } else if (/(^|\/)db\/schema$/.test(from) && !typeOnly(node)) {
        found.push(
          `${at(node)} imports the tables of db/schema (only a repository queries them; types may be imported)`,
        );
      } else if (/(^|\/)db\/client$/.test(from) && !typeOnly(node)) {
        found.push(
          `${at(node)} imports db/client (opening the database is app.ts's; pass the Db handle to a repository)`,
        );
      } else if (isRoutes(file) && /(^|[/-])repository$/.test(from) && !typeOnly(node)) {
        found.push(`${at(node)} imports ${from} (routes call services, never repositories)`);
      }
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      queryMethods.has(node.expression.name.text)
    ) {
      const target = node.expression.expression;
      const handle = ts.isIdentifier(target)
        ? target.text
        : ts.isPropertyAccessExpression(target)
          ? target.name.text
          : undefined;
      if (handle !== undefined && handleNames.has(handle)) {
        found.push(`${at(node)} runs ${handle}.${node.expression.name.text}(…) (queries belong in a repository)`);
      }
    }
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === "sql") {
      found.push(`${at(node)} writes a sql\`…\` template (SQL belongs in a repository)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const checkedFiles = checkedDirs.flatMap((dir) =>
  readdirSync(path.join(srcDir, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.endsWith(".d.ts")),
);

describe("layers: only repositories hold SQL", () => {
  it("finds the files it checks", () => {
    expect(checkedFiles.length).toBeGreaterThan(100);
    expect(checkedFiles).toContain(path.join("modules", "accounts", "service.ts"));
    expect(checkedFiles.filter(isRoutes).length).toBeGreaterThan(20);
  });

  it("no route, service or other module file builds a query or imports the tables; no route imports a repository", () => {
    const violations = checkedFiles
      .filter((file) => !isRepository(file))
      .flatMap((file) => layerViolations(file, readFileSync(path.join(srcDir, file), "utf8")));
    expect(violations).toEqual([]);
  });

  // The check itself: each way of reaching the database outside a repository is caught, and what a service may do
  // (take a Db type, import a column type, call a repository) passes.
  it.each([
    ["modules/x/service.ts", 'import { eq } from "drizzle-orm";', "imports drizzle-orm"],
    ["modules/x/service.ts", 'import { sql } from "drizzle-orm/sql";', "imports drizzle-orm/sql"],
    ["modules/x/service.ts", 'import { users } from "../../db/schema";', "tables of db/schema"],
    ["modules/x/service.ts", 'import { openDatabase } from "../../db/client";', "imports db/client"],
    ["modules/x/routes.ts", 'import { createXRepository } from "./repository";', "never repositories"],
    ["modules/x/routes.ts", 'import { createYRepository } from "../y/y-repository";', "never repositories"],
    ["modules/x/service.ts", "await db.select().from(t);", "runs db.select"],
    ["modules/x/service.ts", "await deps.db.delete(t);", "runs db.delete"],
    ["modules/x/service.ts", "await tx.insert(t).values({});", "runs tx.insert"],
    ["modules/x/service.ts", "await app.database.db.execute(q);", "runs db.execute"],
    ["modules/x/service.ts", "const q = sql`select 1`;", "sql`…` template"],
  ])("%s: %s is refused", (file, code, message) => {
    const found = layerViolations(file, code);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it.each([
    ["modules/x/service.ts", 'import type { Db } from "../../db/client";'],
    ["modules/x/service.ts", 'import type { DeployErrorDetails } from "../../db/schema";'],
    ["modules/x/service.ts", 'import { type ProfilePreferences } from "../../db/schema";'],
    ["modules/x/routes.ts", 'import type { PasskeySummary } from "./passkey-repository";'],
    ["modules/x/service.ts", "await repository.delete(id); await deps.users.update(id); tx.amount;"],
  ])("%s: %s passes", (file, code) => {
    expect(layerViolations(file, code)).toEqual([]);
  });
});

// docs/architecture.md, "Modules": every module is one plugin in its own <name>-module.ts, built from the shared
// ModuleDeps, and app.ts registers them through one ordered list. This keeps it true: app.ts registers no routes
// plugin itself, every register call is an app plugin's or the list's, and the list names every module.

/** What app.ts registers outside the list, and whether the list holds every module: each finding says what. */
export function wiringViolations(text: string, moduleNames: string[]): string[] {
  const source = ts.createSourceFile("app.ts", text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) => `app.ts:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  let listNames: string[] | undefined;
  let loops = 0;
  const visit = (node: ts.Node) => {
    const registered =
      node.parent !== undefined &&
      ts.isCallExpression(node.parent) &&
      node.parent.arguments[0] === node &&
      ts.isPropertyAccessExpression(node.parent.expression) &&
      node.parent.expression.name.text === "register";
    if (ts.isIdentifier(node) && /Routes$/.test(node.text) && !registered) {
      found.push(`${at(node)} names ${node.text} (routes are registered by their module)`);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === "modules" &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      listNames = node.initializer.elements.map((e) =>
        ts.isIdentifier(e) ? e.text : ts.isCallExpression(e) && ts.isIdentifier(e.expression) ? e.expression.text : "",
      );
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === "register"
    ) {
      const plugin = node.arguments[0];
      const name = plugin && ts.isIdentifier(plugin) ? plugin.text : undefined;
      const loop = ts.findAncestor(node, ts.isForOfStatement);
      const overList =
        loop !== undefined &&
        ts.isIdentifier(loop.expression) &&
        loop.expression.text === "modules" &&
        ts.isVariableDeclarationList(loop.initializer) &&
        loop.initializer.declarations[0]?.name.getText() === name;
      if (overList) loops++;
      else if (name === undefined || !/Plugin$/.test(name)) {
        found.push(`${at(node)} registers ${plugin?.getText() ?? "nothing"} (a module goes in the modules list)`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (listNames === undefined) return [...found, "app.ts has no `const modules = [...]` list"];
  if (loops !== 1) found.push(`app.ts registers the modules list ${loops} times (once: for (const mod of modules))`);
  for (const name of moduleNames) {
    if (!listNames.includes(name)) found.push(`app.ts's modules list lacks ${name}`);
  }
  return found;
}

const moduleDirs = readdirSync(path.join(srcDir, "modules"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// A module with routes is a plugin: <dir>/<dir>-module.ts exporting <camelDir>Module. Mail and plans have none.
const routedDirs = moduleDirs.filter((dir) => readdirSync(path.join(srcDir, "modules", dir)).some(isRoutes));
const moduleExport = (dir: string) => `${dir.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Module`;

describe("modules: each one plugin, registered through app.ts's one list", () => {
  it("finds the modules it checks", () => {
    expect(routedDirs.length).toBeGreaterThan(20);
    expect(routedDirs).toContain("accounts");
    expect(routedDirs).not.toContain("mail");
  });

  it("every module with routes has <name>-module.ts exporting <name>Module", () => {
    const missing = routedDirs.filter((dir) => {
      const file = path.join(srcDir, "modules", dir, `${dir}-module.ts`);
      return !existsSync(file) || !readFileSync(file, "utf8").includes(`export const ${moduleExport(dir)} =`);
    });
    expect(missing).toEqual([]);
  });

  it("app.ts registers app plugins and the modules list only, and the list names every module", () => {
    const appSource = readFileSync(path.join(srcDir, "app.ts"), "utf8");
    expect(wiringViolations(appSource, routedDirs.map(moduleExport))).toEqual([]);
  });

  const list = "const modules = [aModule, bPlugin]; for (const mod of modules) await app.register(mod, deps);";
  it.each([
    [`${list} await app.register(xRoutes, { service });`, "registers xRoutes"],
    [`${list} await app.register(xModule, deps);`, "registers xModule"],
    [`${list} const service = createX(); app.get("/x", () => xRoutes);`, "names xRoutes"],
    ["const modules = [aModule];", "registers the modules list 0 times"],
    [`${list} for (const mod of modules) await app.register(mod, deps);`, "registers the modules list 2 times"],
    [list.replace("aModule, ", ""), "lacks aModule"],
    ["await app.register(webAppPlugin, {});", "no `const modules"],
  ])("%s is refused", (code, message) => {
    const found = wiringViolations(code, ["aModule"]);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });

  it("the list, app plugins and a module built by a call (the test extensions) pass", () => {
    const code = `await app.register(errorHandlerPlugin, {}); const modules = [aModule, sessionPlugin, extensionsModule([])];
      for (const mod of modules) await app.register(mod, deps); await app.register(webAppPlugin, {});`;
    expect(wiringViolations(code, ["aModule", "extensionsModule"])).toEqual([]);
  });
});

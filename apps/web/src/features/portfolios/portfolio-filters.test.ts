import { describe, expect, it } from "vitest";
import { fakePortfolio } from "../settings/fake-account-api";
import { filterPortfolios, parseSort } from "./portfolio-filters";

const list = [
  fakePortfolio({
    id: "a",
    name: "Résumé 2025",
    theme: "minimal",
    updatedAt: "2025-06-03T00:00:00Z",
    createdAt: "2025-01-01T00:00:00Z",
  }),
  fakePortfolio({
    id: "b",
    name: "design work",
    theme: "neon",
    status: "published",
    updatedAt: "2025-06-01T00:00:00Z",
    createdAt: "2025-03-01T00:00:00Z",
  }),
  fakePortfolio({
    id: "c",
    name: "Photo 10",
    theme: "ocean-deep",
    updatedAt: "2025-06-02T00:00:00Z",
    createdAt: "2025-02-01T00:00:00Z",
  }),
  fakePortfolio({
    id: "d",
    name: "Photo 9",
    theme: "minimal",
    updatedAt: "2025-05-01T00:00:00Z",
    createdAt: "2025-04-01T00:00:00Z",
  }),
];
const ids = (items: { id: string }[]) => items.map((p) => p.id);

describe("filterPortfolios", () => {
  it("sorts by last edit by default, newest first", () => {
    expect(ids(filterPortfolios(list, "", "updated", "en"))).toEqual(["a", "c", "b", "d"]);
  });

  it("sorts by creation, by name (numbers in order, case ignored) and published first", () => {
    expect(ids(filterPortfolios(list, "", "created", "en"))).toEqual(["d", "b", "c", "a"]);
    expect(ids(filterPortfolios(list, "", "name", "en"))).toEqual(["b", "d", "c", "a"]);
    expect(ids(filterPortfolios(list, "", "status", "en"))).toEqual(["b", "a", "c", "d"]);
  });

  it("searches name and theme, every word, ignoring case and accents", () => {
    expect(ids(filterPortfolios(list, "resume", "updated", "en"))).toEqual(["a"]);
    expect(ids(filterPortfolios(list, "PHOTO", "updated", "en"))).toEqual(["c", "d"]);
    expect(ids(filterPortfolios(list, "photo ocean", "updated", "en"))).toEqual(["c"]);
    expect(ids(filterPortfolios(list, "Ocean Deep", "updated", "en", () => "Ocean Deep"))).toEqual([
      "a",
      "c",
      "b",
      "d",
    ]);
    expect(filterPortfolios(list, "nothing like this", "updated", "en")).toEqual([]);
  });

  it("does not change the list it was given", () => {
    const copy = [...list];
    filterPortfolios(list, "", "name", "en");
    expect(list).toEqual(copy);
  });
});

describe("parseSort", () => {
  it("accepts the known orders and defaults to last edited", () => {
    expect(parseSort("name")).toBe("name");
    expect(parseSort("status")).toBe("status");
    expect(parseSort(null)).toBe("updated");
    expect(parseSort("drop table")).toBe("updated");
  });
});

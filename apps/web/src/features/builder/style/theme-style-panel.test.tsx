import { contrastRatio } from "@foliocraft/themes";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fullPortfolioFixture } from "@foliocraft/schemas";
import { installFakePortfolioServer } from "../testing/fake-portfolio-server";
import { renderWithServer } from "../testing/render-builder";

function open() {
  const server = installFakePortfolioServer();
  const { id } = server.seed(fullPortfolioFixture());
  const rendered = renderWithServer(server, `/generate?id=${id}&step=theme`);
  const saved = () => server.portfolios.get(id)?.detail.content.style;
  return { ...rendered, saved };
}

// jsdom lays nothing out; dnd-kit's keyboard sensor moves between the rows' boxes, so each row gets one: 48 px
// tall, stacked in document order.
beforeEach(() => {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockImplementation(function (this: Element) {
    const row = this.closest("li[data-section]");
    const rows = row?.parentElement ? [...row.parentElement.children] : [];
    const top = Math.max(0, rows.indexOf(row as Element)) * 48;
    return { x: 0, y: top, top, left: 0, width: 320, height: 40, right: 320, bottom: top + 40, toJSON: () => ({}) };
  });
});
afterEach(() => vi.restoreAllMocks());

describe("the theme step's style controls", { timeout: 20_000 }, () => {
  it("checks the accent's contrast and offers the nearest accessible colour", async () => {
    const { user, saved } = open();
    const picker = await screen.findByLabelText("Accent colour", {}, { timeout: 10_000 });
    fireEvent.input(picker, { target: { value: "#ffe066" } });
    await screen.findByText(/too low: text needs at least 4.5:1/);
    const suggestion = screen.getByRole("button", { name: /Use nearest accessible colour \((#[0-9a-f]{6})\)/ });
    const nearest = /#[0-9a-f]{6}/.exec(suggestion.textContent ?? "")?.[0] ?? "";
    expect(contrastRatio(nearest, "#ffffff")).toBeGreaterThanOrEqual(4.5);
    await user.click(suggestion);
    await screen.findByText(/easy to read \(WCAG AA\)/);
    await waitFor(() => expect(saved()?.accent).toBe(nearest));
    await user.click(screen.getByRole("button", { name: "Use the theme's colour" }));
    await waitFor(() => expect(saved()?.accent).toBeUndefined());
  });

  it("saves the font pairing, colour scheme and spacing", async () => {
    const { user, saved } = open();
    const fonts = within(await screen.findByRole("group", { name: "Fonts" }, { timeout: 10_000 }));
    // Minimal's pairings; the theme's default is chosen.
    expect((fonts.getByRole("radio", { name: /^Inter/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(fonts.getByRole("radio", { name: /^Source Serif 4/ }));
    await user.click(
      within(screen.getByRole("group", { name: "Colour scheme" })).getByRole("radio", {
        name: "Follow the visitor's setting",
      }),
    );
    await user.click(within(screen.getByRole("group", { name: "Spacing" })).getByRole("radio", { name: "Spacious" }));
    await waitFor(() =>
      expect(saved()).toMatchObject({ fontPairing: "source-serif", colorScheme: "auto", density: "spacious" }),
    );
  });

  it("says when a theme has one colour scheme", async () => {
    const server = installFakePortfolioServer();
    const { id } = server.seed({ ...fullPortfolioFixture(), theme: "cosmic-space" });
    renderWithServer(server, `/generate?id=${id}&step=theme`);
    await screen.findByText("This theme comes in one colour scheme.", {}, { timeout: 10_000 });
    expect(screen.queryByRole("group", { name: "Colour scheme" })).toBeNull();
  });

  it("reorders sections from the keyboard, announces the move, and hides a section", async () => {
    const { user, saved } = open();
    const handle = await screen.findByRole("button", { name: "Move Projects" }, { timeout: 10_000 });
    handle.focus();
    await user.keyboard("[Space]");
    // After About, Skills and Skill groups, among the 19 sections a page can have.
    await waitFor(() => expect(document.body.textContent).toContain("Picked up Projects, position 4 of 19."));
    await user.keyboard("[ArrowUp]");
    await user.keyboard("[ArrowUp]");
    await user.keyboard("[Space]");
    await waitFor(() => expect(document.body.textContent).toContain("Projects dropped at position 2 of 19."));
    await waitFor(() =>
      expect(
        saved()
          ?.sections.slice(0, 3)
          .map((s) => s.id),
      ).toEqual(["about", "projects", "skills"]),
    );

    await user.click(screen.getByRole("checkbox", { name: "Show Skills" }));
    await waitFor(() => expect(saved()?.sections.find((s) => s.id === "skills")?.visible).toBe(false));
    // Contact cannot be hidden.
    expect(screen.queryByRole("checkbox", { name: "Show Contact details" })).toBeNull();
  });
});

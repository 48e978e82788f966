import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import "../../../i18n/i18n";
import { createTestQueryClient } from "../../../test/render-app";
import { ExportProNote } from "./export-pro-note";

function renderNote(props: Partial<Parameters<typeof ExportProNote>[0]> = {}) {
  const onChooseFreeTheme = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <ExportProNote theme="neon" isPremium={false} portfolioId="p1" onChooseFreeTheme={onChooseFreeTheme} {...props} />
    </QueryClientProvider>,
  );
  return { onChooseFreeTheme };
}

describe("ExportProNote", () => {
  it("tells a free user with a Pro theme what will be refused, with the upgrade and the way back", async () => {
    const { onChooseFreeTheme } = renderNote();
    expect(screen.getByRole("heading", { name: "Neon is a Pro theme" })).toBeTruthy();
    expect(screen.getByText(/publishing this portfolio with Neon will be refused/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Choose a free theme" }));
    expect(onChooseFreeTheme).toHaveBeenCalledOnce();
  });

  it("says nothing for a free theme, or on Pro", () => {
    renderNote({ theme: "minimal" });
    renderNote({ isPremium: true });
    expect(screen.queryByTestId("export-pro-note")).toBeNull();
  });
});

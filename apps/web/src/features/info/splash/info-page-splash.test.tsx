import { act, render, screen } from "@testing-library/react";
import { lazy } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { InfoPageSplash, InfoPageSuspense } from "./info-page-splash";

/** A lazily loaded page body whose loading the test finishes by hand. */
function controlledBody() {
  let finish: () => void = () => {};
  const Body = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        finish = () => resolve({ default: () => <h1>Loaded page</h1> });
      }),
  );
  return { Body, finish: () => finish() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("InfoPageSplash", () => {
  it("shows while the page body loads and is gone once it has loaded", async () => {
    const { Body, finish } = controlledBody();
    render(
      <InfoPageSuspense>
        <Body />
      </InfoPageSuspense>,
    );
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(screen.queryByRole("heading", { name: "Loaded page" })).toBeNull();

    await act(async () => finish());
    expect(await screen.findByRole("heading", { name: "Loaded page" })).toBeTruthy();
    expect(screen.queryByTestId("info-page-splash")).toBeNull();
  });

  it("never stays longer than its bound: then it gives way to a message with a reload button", () => {
    vi.useFakeTimers();
    render(<InfoPageSplash boundMs={5000} />);
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByTestId("info-page-splash")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("info-page-splash")).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("This page is taking longer than usual to load.");
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("takes its bound from the connection type (3g: 7 s)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("navigator", { ...navigator, connection: { effectiveType: "3g" } });
    render(<InfoPageSplash />);
    act(() => vi.advanceTimersByTime(6999));
    expect(screen.getByTestId("info-page-splash")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId("info-page-splash")).toBeNull();
  });
});

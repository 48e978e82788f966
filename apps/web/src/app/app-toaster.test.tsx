import { act, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import toast, { useToasterStore } from "react-hot-toast";
import type { Toast } from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestQueryClient } from "../test/render-app";
import { AppProviders } from "./providers";

// jsdom measures no heights, so react-hot-toast keeps every toast at opacity 0: read visibility from its store.
let toasts: Toast[] = [];
function StoreProbe() {
  const { toasts: current } = useToasterStore();
  useEffect(() => {
    toasts = current;
  });
  return null;
}

const renderToaster = () =>
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <StoreProbe />
    </AppProviders>,
  );

describe("toasts (spec §9)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("sit top-right", () => {
    const { container } = renderToaster();
    act(() => void toast("Hello"));
    const toaster = container.querySelector<HTMLElement>("[data-rht-toaster]");
    const wrapper = screen.getByText("Hello").closest<HTMLElement>("[style*='position']");
    expect(toaster).toBeTruthy();
    // react-hot-toast aligns a top-right toast to the end of a flex row at the top.
    expect(wrapper?.style.justifyContent).toBe("flex-end");
    expect(wrapper?.style.top).toBe("0px");
  });

  it("show at most 20 at once", () => {
    renderToaster();
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Toast ${i}`);
    });
    expect(screen.getAllByText(/^Toast \d+$/)).toHaveLength(20);
    // The newest ones stay.
    expect(screen.queryByText("Toast 25")).toBeTruthy();
    expect(screen.queryByText("Toast 5")).toBeNull();
  });

  it("last 2 s for success, 4 s for blank and error, and loading until dismissed", () => {
    vi.useFakeTimers();
    renderToaster();
    act(() => {
      toast.success("Saved");
      toast("Note");
      toast.error("Failed");
      toast.loading("Working");
    });
    const visible = (message: string) => toasts.find((t) => t.message === message)?.visible ?? false;

    act(() => void vi.advanceTimersByTime(1900));
    expect(visible("Saved")).toBe(true);
    act(() => void vi.advanceTimersByTime(200));
    expect(visible("Saved")).toBe(false);
    expect(visible("Note")).toBe(true);
    expect(visible("Failed")).toBe(true);

    act(() => void vi.advanceTimersByTime(2000));
    expect(visible("Note")).toBe(false);
    expect(visible("Failed")).toBe(false);

    act(() => void vi.advanceTimersByTime(60_000));
    expect(visible("Working")).toBe(true);
  });
});

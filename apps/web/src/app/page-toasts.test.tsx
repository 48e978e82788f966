import { act, render } from "@testing-library/react";
import { useEffect } from "react";
import toast, { useToasterStore, type Toast } from "react-hot-toast";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { AppToaster } from "./app-toaster";
import { DismissPageToastsOnNavigation } from "./page-toasts";

// The app's own Toaster notes the error toasts it draws (page-error-toasts.ts); jsdom measures nothing, so which
// toasts are visible is read from react-hot-toast's store.
let toasts: Toast[] = [];
function StoreProbe() {
  const { toasts: current } = useToasterStore();
  useEffect(() => {
    toasts = current;
  });
  return null;
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <StoreProbe />
            <AppToaster />
            <DismissPageToastsOnNavigation />
            <Outlet />
          </>
        ),
        children: [
          { path: "/signup", element: <p>sign up</p> },
          { path: "/onboarding", element: <p>onboarding</p> },
        ],
      },
    ],
    { initialEntries: ["/signup"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const visible = () => toasts.filter((t) => t.visible).map((t) => String(t.message));

describe("toasts and navigation (issue 20)", () => {
  afterEach(() => {
    act(() => toast.remove());
  });

  it("dismisses the error toasts of the page left, and keeps the success that led to the new one", async () => {
    const router = renderRoutes();
    act(() => {
      toast.error("Passwords do not match");
    });
    expect(visible()).toEqual(["Passwords do not match"]);
    // Same page: the error stays.
    await act(() => router.navigate("/signup?plan=monthly"));
    expect(visible()).toEqual(["Passwords do not match"]);
    act(() => {
      toast.success("Account created successfully!");
    });
    await act(() => router.navigate("/onboarding"));
    expect(visible()).toEqual(["Account created successfully!"]);
  });

  it("lets an error raised on the new page show", async () => {
    const router = renderRoutes();
    await act(() => router.navigate("/onboarding"));
    act(() => {
      toast.error("Could not save");
    });
    expect(visible()).toEqual(["Could not save"]);
  });
});

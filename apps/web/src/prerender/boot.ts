// The app's entry decides when to load the app. Kept free of imports but one tiny dependency-free module: it is all
// a visitor of / downloads until they interact (the budget of issue 10: JavaScript for / ≤ 150 KB gzipped).
import { hasFlashToast } from "../lib/flash-toast";

/** What the app module (take-over.tsx) offers the entry. */
export interface AppModule {
  startApp(options: { initialSession?: unknown }): Promise<void>;
}

// The prerendered home and pricing pages are complete without the app: their links are real links (the plan
// buttons lead a signed-out visitor to sign-up), their anchors native. The app (router, data, translations:
// ~240 KB gzipped) is needed once the visitor does something, or at once for a signed-in visitor (whom / sends
// to the dashboard, and for whom /pricing opens the upgrade dialog), for another language (the markup is
// English) or dark mode (the theme toggle's name), and with a query string (the payment provider returns to /pricing?reference=…).
const deferrablePaths = new Set(["/", "/pricing"]);

// popstate: a script (or test) that moves through history expects the router to follow.
const intentEvents = ["pointerdown", "keydown", "touchstart", "focusin", "mouseover", "popstate"] as const;

/**
 * Presses a button as a pointer does: menus open on pointerdown (Radix), plain buttons act on click, so the
 * replay sends both.
 */
function press(button: HTMLButtonElement): void {
  const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, isPrimary: true, pointerType: "mouse" };
  button.dispatchEvent(new PointerEvent("pointerdown", pointer));
  button.dispatchEvent(new PointerEvent("pointerup", pointer));
  button.click();
}

/**
 * Starts the app now, or, on a prerendered page that can wait (English, signed out, the home page), at the
 * visitor's first interaction. A button clicked before the app took over is clicked again once it has, so the
 * first press of the theme toggle is not lost.
 */
export function boot(load: () => Promise<AppModule>): void {
  const root = document.getElementById("root");
  const canWait =
    root?.hasAttribute("data-prerendered") === true &&
    document.documentElement.lang === "en" &&
    // The markup was rendered light: in dark mode the theme toggle must say "Switch to light theme" at once.
    !document.documentElement.classList.contains("dark") &&
    window.location.search === "" &&
    // A message saved before a full page load ("Signed out successfully!" after logout) is shown at once.
    !hasFlashToast() &&
    deferrablePaths.has(window.location.pathname);
  if (!canWait || !root) {
    void load().then((app) => app.startApp({}));
    return;
  }

  let started = false;
  let live = false;
  let session: unknown;
  let heldButton: HTMLButtonElement | null = null;

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (live || !button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    heldButton = button;
    start();
  };
  document.addEventListener("click", holdClick, true);

  function start() {
    if (started) return;
    started = true;
    for (const type of intentEvents) window.removeEventListener(type, start, true);
    void load()
      .then((app) => app.startApp({ initialSession: session }))
      .then(() => {
        live = true;
        document.removeEventListener("click", holdClick, true);
        if (heldButton) press(heldButton);
      });
  }
  for (const type of intentEvents) window.addEventListener(type, start, { capture: true, passive: true });

  // Who is visiting: a signed-in visitor needs the app now (the guard sends them to the dashboard).
  fetch("/api/session", { headers: { accept: "application/json" } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((data: unknown) => {
      session = data;
      if (data && typeof data === "object" && (data as { user?: unknown }).user) start();
    })
    .catch(() => {
      // Unknown: the app asks again when it starts.
    });
}

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders, createQueryClient } from "./app/providers";
import { createAppRouter } from "./app/router";
import { getThemeStore } from "./features/theme/theme-store";
import { initI18n } from "./i18n/i18n";
import "./styles.css";

// Theme first (boot.js already painted it; this starts following system changes), then the language bundle,
// then the first render, so the shell never shows in the wrong language.
getThemeStore();
await initI18n();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);

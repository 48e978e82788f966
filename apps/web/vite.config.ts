import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The server (port 3000) owns the API, the server-rendered public portfolios and the sitemap;
// in development Vite serves the app and forwards those paths so cookies stay same-origin.
const serverUrl = "http://localhost:3000";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Hashed file names under /assets/: the server caches them for a year.
    assetsDir: "assets",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The shell's framework libraries change far less often than the app: one chunk that stays cached
          // across deploys. Libraries only lazy pages use are left out, so they never load up front.
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // Keys are path prefixes: the trailing slashes keep /api-docs and /pricing in the app.
    proxy: {
      "/api/": serverUrl,
      "/p/": serverUrl,
      "/fonts/": serverUrl,
      "/sitemap.xml": serverUrl,
    },
  },
});

import { boot } from "./prerender/boot";
import "./styles.css";

// The app itself is a separate chunk: a prerendered page can show (and be read) before it loads, and the home
// page loads it only when the visitor interacts (src/prerender/boot.ts, src/prerender/take-over.tsx).
boot(() => import("./prerender/take-over"));

import type { ThemeDefinition } from "./theme-catalog";

const fonts: Record<ThemeDefinition["font"], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, system-ui, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
};

// Browsers draw ::after only on an image that failed to load: it covers the broken-image icon, and the clip-path
// cuts off the frame's corners, so a picture that fails is hidden (spec §2) without script; the layout keeps its place.
const base = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--text);font-family:var(--font);line-height:1.6;overflow-wrap:anywhere}
a{color:var(--accent)}
img{max-inline-size:100%;block-size:auto}
.wrap{max-inline-size:60rem;margin-inline:auto;padding-inline:1rem}
.hero{padding-block:3rem 2rem}
.avatar{border-radius:50%;object-fit:cover;inline-size:7.5rem;block-size:7.5rem}
h1{font-size:clamp(1.8rem,5vw,2.8rem);margin-block:.5rem}
h2{font-size:1.5rem;margin-block:0 1rem}
h3{font-size:1.1rem;margin-block:0 .25rem}
.lead{font-size:1.15rem;color:var(--muted)}
.muted{color:var(--muted)}
section{padding-block:1.5rem}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1rem;margin-block-end:1rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.tags{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags li{border:1px solid var(--border);border-radius:999px;padding-inline:.75rem;background:var(--surface)}
.links{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:0}
.btn{display:inline-block;background:var(--accent);color:var(--accentText);border-radius:var(--radius);padding:.5rem 1rem;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.btn-outline{background:transparent;color:var(--text);border:1px solid var(--border)}
.stars{color:var(--accent);letter-spacing:.1em}
.icon{inline-size:1.5rem;block-size:1.5rem;color:var(--accent)}
form label{display:block;font-weight:600;margin-block-start:.75rem}
form input,form textarea{inline-size:100%;font:inherit;padding:.5rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg);color:var(--text)}
form button{margin-block-start:1rem}
.form-status:empty{display:none}
.form-status{padding:.5rem .75rem;border-radius:var(--radius);border:1px solid var(--accent);font-weight:600}
.form-error{border-color:currentColor}
.hp{position:absolute;inset-inline-start:-10000px;inline-size:1px;block-size:1px;overflow:hidden}
.project-img{border-radius:var(--radius);inline-size:100%;aspect-ratio:16/9;object-fit:cover}
.avatar,.project-img{position:relative}
.avatar{clip-path:circle(calc(50% - 1px))}
.project-img{clip-path:inset(1px round var(--radius))}
.avatar::after,.project-img::after{content:"";position:absolute;inset:0;z-index:1;background:var(--surface)}
.avatar::after{background:var(--bg)}
footer{padding-block:2rem;border-block-start:1px solid var(--border);margin-block-start:2rem;color:var(--muted)}
footer a{color:var(--text)}
.sr-only{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.skip{position:absolute;inset-inline-start:-999px}
.skip:focus{inset-inline-start:1rem;background:var(--bg);padding:.5rem}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
`;

const layouts: Record<ThemeDefinition["layout"], string> = {
  centered: `.hero{text-align:center}.hero .links{justify-content:center}.wrap{max-inline-size:46rem}`,
  sidebar: `@media (min-width:56rem){.page{display:grid;grid-template-columns:18rem 1fr;gap:2rem;max-inline-size:72rem;margin-inline:auto}.page>.hero{position:sticky;inset-block-start:0;align-self:start;padding-inline:1rem}.page>.wrap{max-inline-size:none}}`,
  cards: `main section{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1.5rem;margin-block:1rem}main .card{background:var(--bg)}`,
  split: `@media (min-width:48rem){.hero .wrap{display:grid;grid-template-columns:auto 1fr;gap:2rem;align-items:center}}.hero{border-block-end:4px solid var(--accent)}`,
  timeline: `.timeline{border-inline-start:3px solid var(--accent);padding-inline-start:1rem}.timeline .card{position:relative}.timeline .card::before{content:"";position:absolute;inset-inline-start:-1.55rem;inset-block-start:1.2rem;inline-size:.75rem;block-size:.75rem;border-radius:50%;background:var(--accent)}`,
};

const animations: Record<NonNullable<ThemeDefinition["animation"]>, string> = {
  fade: `@media (prefers-reduced-motion:no-preference){@keyframes fc-rise{from{opacity:0;transform:translateY(12px)}to{opacity:1;transform:none}}main section,.hero{animation:fc-rise .6s ease-out both}.card{transition:transform .2s}.card:hover{transform:translateY(-4px)}}`,
  // A glowing bar under the (centred) name pulses. Only opacity and transform move, so the compositor runs the loop and the
  // main thread stays idle (an animated text-shadow would repaint the heading on every frame).
  glow: `h1,h2{text-shadow:0 0 8px var(--accent)}.hero h1::after{content:"";display:block;inline-size:4rem;block-size:3px;margin-block-start:.5rem;margin-inline:auto;background:var(--accent);box-shadow:0 0 12px var(--accent)}@media (prefers-reduced-motion:no-preference){@keyframes fc-glow{50%{opacity:.35;transform:scaleX(.6)}}.hero h1::after{animation:fc-glow 2.4s ease-in-out infinite;will-change:opacity,transform}}`,
  // The gradient lies on a layer twice the hero's width that slides sideways: a transform, run by the compositor
  // (animating background-position would repaint the hero on every frame). Physical left/translateX on purpose:
  // the movement is decoration, the same in both directions, and the hero clips it.
  gradient: `.hero{position:relative;overflow:hidden;isolation:isolate}.hero::before{content:"";position:absolute;inset-block:0;left:0;inline-size:200%;z-index:-1;background:linear-gradient(120deg,#ede9fe,#e0e7ff,#fce7f3,#e0e7ff,#ede9fe)}@media (prefers-reduced-motion:no-preference){@keyframes fc-shift{to{transform:translateX(-50%)}}.hero::before{animation:fc-shift 8s ease-in-out infinite alternate;will-change:transform}}`,
};

/** The stylesheet of one theme: shared base, the theme's variables, its layout and optional animation. */
export function themeCss(theme: ThemeDefinition): string {
  const c = theme.colors;
  const vars = `:root{--bg:${c.bg};--surface:${c.surface};--text:${c.text};--muted:${c.muted};--accent:${c.accent};--accentText:${c.accentText};--border:${c.border};--radius:${theme.radius};--font:${fonts[theme.font]};color-scheme:${isDark(c.bg) ? "dark" : "light"}}`;
  const glass =
    theme.id === "glassmorphism"
      ? `body{background:linear-gradient(135deg,#1e1b4b,#4c1d95 60%,#0f172a) fixed}.card,main section{backdrop-filter:blur(10px)}`
      : "";
  return (
    [vars, base, layouts[theme.layout], glass, theme.animation ? animations[theme.animation] : ""].join("\n") + "\n"
  );
}

function isDark(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((x) => parseInt(x ?? "0", 16));
  return 0.299 * (r ?? 0) + 0.587 * (g ?? 0) + 0.114 * (b ?? 0) < 128;
}

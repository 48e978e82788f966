/** The five original layouts; each classic theme uses one. */
export type ClassicLayout = "centered" | "sidebar" | "cards" | "split" | "timeline";

/** How a classic theme differs: layout, font stack, corner radius, optional motion and extra rules. */
export interface ClassicStyle {
  layout: ClassicLayout;
  font: "sans" | "serif" | "mono" | "rounded" | "humanist";
  radius: string;
  animation?: "fade" | "glow" | "gradient";
  /** Theme-specific rules appended last. */
  extra?: string;
}

const fonts: Record<ClassicStyle["font"], string> = {
  sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, system-ui, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, sans-serif',
};

// Tags and buttons keep apart (margins between a card's blocks); a testimonial gets a readable measure.
const base = `body{font-family:var(--font);line-height:1.6}
a{color:var(--accent)}
.wrap{max-inline-size:60rem;margin-inline:auto;padding-inline:1rem}
.hero{padding-block:calc(3rem*var(--density,1)) calc(2rem*var(--density,1))}
.avatar{border-radius:50%;object-fit:cover;inline-size:7.5rem;block-size:7.5rem}
h1{font-size:clamp(1.8rem,5vw,2.8rem);margin-block:.5rem}
h2{font-size:1.5rem;margin-block:0 1rem}
h3{font-size:1.1rem;margin-block:0 .25rem}
.lead{font-size:1.15rem;color:var(--muted)}
.muted{color:var(--muted)}
section{padding-block:calc(1.5rem*var(--density,1))}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1rem;margin-block-end:1rem}
.card>:last-child{margin-block-end:0}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,16rem),1fr))}
.grid>*{margin-block-end:0}
.quotes{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}
.quote{margin:0}.quote blockquote{margin:0 0 .75rem;font-size:1.1rem;max-inline-size:38rem}
.tags{list-style:none;padding:0;margin:.75rem 0 0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags li{border:1px solid var(--border);border-radius:999px;padding-inline:.75rem;background:var(--surface)}
.links{display:flex;flex-wrap:wrap;gap:.5rem;list-style:none;padding:0;margin:1rem 0 0}
.btn{display:inline-block;background:var(--accent);color:var(--accentText);border-radius:var(--radius);padding:.5rem 1rem;text-decoration:none;font-weight:600;border:0;font:inherit;cursor:pointer}
.btn-outline{background:transparent;color:var(--text);border:1px solid var(--border)}
.stars{color:var(--accent);letter-spacing:.1em;margin-block-start:0}
.icon{inline-size:1.5rem;block-size:1.5rem;color:var(--accent)}
form label{display:block;font-weight:600;margin-block-start:.75rem}
form input,form textarea{inline-size:100%;font:inherit;padding:.5rem;border:1px solid var(--border);border-radius:var(--radius);background:var(--bg);color:var(--text)}
form button{margin-block-start:1rem}
.form-status{padding:.5rem .75rem;border-radius:var(--radius);border:1px solid var(--accent);font-weight:600}
.form-error{border-color:currentColor}
.project-img{border-radius:var(--radius);inline-size:100%;aspect-ratio:16/9;object-fit:cover}
footer{padding-block:2rem;border-block-start:1px solid var(--border);margin-block-start:2rem;color:var(--muted)}
footer a{color:var(--text)}
`;

const layouts: Record<ClassicLayout, string> = {
  centered: `.hero{text-align:center}.hero .links{justify-content:center}.wrap{max-inline-size:46rem}`,
  sidebar: `@media (min-width:56rem){.page{display:grid;grid-template-columns:18rem 1fr;gap:2rem;max-inline-size:72rem;margin-inline:auto}.page>.hero{position:sticky;inset-block-start:0;align-self:start;padding-inline:1rem}.page>.wrap{max-inline-size:none}}`,
  // Each section is the card; its items are divided by a rule (no cards inside cards).
  cards: `main section{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:1.5rem;margin-block:1rem}main .item{padding-block:1rem;border-block-start:1px solid var(--border)}main .grid .item,main .quotes .item{padding-block:0 1rem}main .list>.item:first-child{border-block-start:0;padding-block-start:0}main form.item{border:0;padding:0}`,
  split: `@media (min-width:48rem){.hero .wrap{display:grid;grid-template-columns:auto 1fr;gap:2rem;align-items:center}}.hero{border-block-end:4px solid var(--accent)}`,
  timeline: `.timeline{border-inline-start:3px solid var(--accent);padding-inline-start:1rem}.timeline .card{position:relative}.timeline .card::before{content:"";position:absolute;inset-inline-start:-1.55rem;inset-block-start:1.2rem;inline-size:.75rem;block-size:.75rem;border-radius:50%;background:var(--accent)}`,
};

const animations: Record<NonNullable<ClassicStyle["animation"]>, string> = {
  // An entrance that starts visible (only a small rise, never opacity 0), so the first paint shows the content and
  // Lighthouse finds the largest contentful paint; hover lifts a card.
  fade: `@media (prefers-reduced-motion:no-preference){@keyframes fc-rise{from{transform:translateY(12px)}to{transform:none}}main section,.hero{animation:fc-rise .6s ease-out both}.card,.item{transition:transform .2s}.card:hover,.item:hover{transform:translateY(-4px)}}`,
  // A glowing bar under the (centred) name pulses. Only opacity and transform move, so the compositor runs the loop and the
  // main thread stays idle (an animated text-shadow would repaint the heading on every frame).
  glow: `h1,h2{text-shadow:0 0 8px var(--accent)}.hero h1::after{content:"";display:block;inline-size:4rem;block-size:3px;margin-block-start:.5rem;margin-inline:auto;background:var(--accent);box-shadow:0 0 12px var(--accent)}@media (prefers-reduced-motion:no-preference){@keyframes fc-glow{50%{opacity:.35;transform:scaleX(.6)}}.hero h1::after{animation:fc-glow 2.4s ease-in-out infinite;will-change:opacity,transform}}`,
  // The gradient lies on a layer twice the hero's width that slides sideways: a transform, run by the compositor
  // (animating background-position would repaint the hero on every frame). Physical left/translateX on purpose:
  // the movement is decoration, the same in both directions, and the hero clips it.
  gradient: `.hero{position:relative;overflow:hidden;isolation:isolate}.hero::before{content:"";position:absolute;inset-block:0;left:0;inline-size:200%;z-index:-1;background:linear-gradient(120deg,#ede9fe,#e0e7ff,#fce7f3,#e0e7ff,#ede9fe)}@media (prefers-reduced-motion:no-preference){@keyframes fc-shift{to{transform:translateX(-50%)}}.hero::before{animation:fc-shift 8s ease-in-out infinite alternate;will-change:transform}}`,
};

/** The stylesheet of a classic theme: its font and radius, the shared card styles, its layout, motion and extras. */
export function classicCss(style: ClassicStyle): string {
  const vars = `:root{--radius:${style.radius};--font:${fonts[style.font]}}`;
  return [vars, base, layouts[style.layout], style.extra ?? "", style.animation ? animations[style.animation] : ""]
    .filter(Boolean)
    .join("\n");
}

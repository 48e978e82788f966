import { e } from "./html";

// A theme whose page moves on its own for longer than five seconds (a marquee, an orbit, a blinking cursor) must
// let people stop it (WCAG 2.2.2 Pause, Stop, Hide) — also on the public page, which runs no script. A checkbox
// does it in CSS alone: while it is checked, every animation on the page holds its current frame. It is the first
// stop after the skip link and sits in the corner, out of every theme's composition; under reduced motion nothing
// moves and the control is not drawn.

const pauseIcon = `<svg class="motion-off" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M4.5 3h2.5v10H4.5zM9 3h2.5v10H9z" fill="currentColor"/></svg>`;
const playIcon = `<svg class="motion-on" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M5 2.8v10.4L13.2 8z" fill="currentColor"/></svg>`;

/** The pause control: a real checkbox (its label is the accessible name), drawn as a round button. */
export function motionControl(label: string): string {
  return `<input type="checkbox" id="fc-motion" class="motion-input"><label for="fc-motion" class="motion" title="${e(label)}">${pauseIcon}${playIcon}<span class="sr-only">${e(label)}</span></label>`;
}

/** Its rules, added to the stylesheet of a theme that loops. */
export const motionControlCss = `.motion-input{position:fixed;inset-block-end:1rem;inset-inline-end:1rem;inline-size:1px;block-size:1px;margin:0;clip-path:inset(50%)}
.motion{position:fixed;z-index:20;inset-block-end:1rem;inset-inline-end:1rem;display:grid;place-items:center;inline-size:2.75rem;block-size:2.75rem;border-radius:50%;border:1px solid var(--border);background:var(--surface);color:var(--text);box-shadow:0 2px 10px rgb(0 0 0/.18);cursor:pointer}
.motion svg{inline-size:1rem;block-size:1rem}
.motion-on,.motion-input:checked+.motion .motion-off{display:none}
.motion-input:checked+.motion .motion-on{display:block}
.motion-input:focus-visible+.motion{outline:3px solid var(--accent);outline-offset:2px}
html:has(.motion-input:checked) *,html:has(.motion-input:checked) *::before,html:has(.motion-input:checked) *::after{animation-play-state:paused!important}
@media (prefers-reduced-motion:reduce){.motion-input,.motion{display:none}}
@media print{.motion-input,.motion{display:none}}
`;

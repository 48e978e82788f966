import { orbCss } from "./glass";

// Glassmorphism's stylesheet. The orbs are three radial gradients on one fixed layer (no filter over the page);
// only the panels blur what is behind them, and their fill alone (the background at 62 %) keeps text AA where
// backdrop-filter is missing. Rounded geometric type (Sora), soft 1.5rem corners, a lit top edge on every pane.
// Accent-coloured text on glass uses --link (the accent lifted towards the text colour): glass-contrast.test.ts.
export const glassmorphismCss = `:root{--radius:1.5rem;--gap:calc(1rem*var(--density,1)*1.5);--pad:calc(1rem*var(--density,1)*1.75)}
${orbCss}body{font-family:var(--font-body);font-size:1rem;line-height:1.65;-webkit-font-smoothing:antialiased;min-block-size:100vh;padding-block-end:5.5rem}
a{color:var(--link)}
h1,h2,h3{margin:0;color:var(--text)}
p{margin-block:.5rem 0}
.muted{color:var(--muted)}
.pill{position:fixed;z-index:5;inset-block-end:.85rem;inset-inline:.75rem;display:flex;align-items:center;gap:.25rem;padding:.35rem;border-radius:999px;max-inline-size:44rem;margin-inline:auto}
.mark{flex:none;display:grid;place-items:center;inline-size:2.5rem;block-size:2.5rem;border-radius:50%;font:600 .85rem/1 var(--font-heading);color:var(--accentText);background:linear-gradient(135deg,var(--accent),color-mix(in oklab,var(--accent) 70%,var(--text)))}
.pill ul{list-style:none;margin:0;padding:0 .25rem;display:flex;gap:.15rem;overflow-x:auto;scrollbar-width:none}
@media (max-width:47.99rem){.pill ul{-webkit-mask:linear-gradient(90deg,#000 85%,transparent);mask:linear-gradient(90deg,#000 85%,transparent)}[dir=rtl] .pill ul{-webkit-mask:linear-gradient(-90deg,#000 85%,transparent);mask:linear-gradient(-90deg,#000 85%,transparent)}.tile{box-shadow:inset 0 1px 0 color-mix(in srgb,var(--text) 25%,transparent)}}
.pill a{display:block;white-space:nowrap;padding:.55rem .9rem;border-radius:999px;color:var(--text);text-decoration:none;font-size:.875rem;font-weight:600}
.pill a:hover{background:color-mix(in srgb,var(--text) 14%,transparent)}
@media (min-width:48rem){body{padding-block-end:0}.pill{position:sticky;inset-block:1rem auto;inline-size:max-content;max-inline-size:calc(100% - 2rem);margin-block-start:1rem}}
.stage{padding:calc(3rem*var(--density,1)*1.1) 1rem calc(3rem*var(--density,1)*.9);display:grid;justify-items:center}
.intro{position:relative;inline-size:min(100%,40rem);border-radius:calc(var(--radius)*1.4);padding:5rem clamp(1.25rem,5vw,3rem) clamp(1.75rem,5vw,2.75rem);margin-block-start:4.5rem;text-align:center}
.ring{position:absolute;inset-block-start:0;inset-inline-start:50%;translate:-50% -50%;padding:5px;border-radius:50%;background:conic-gradient(from 210deg,var(--o1),var(--o2),var(--o3),var(--o1));box-shadow:0 0 0 8px color-mix(in srgb,var(--bg) 45%,transparent),0 12px 50px -8px var(--o1)}
[dir=rtl] .ring{translate:50% -50%}
.ring .avatar,.mono{display:grid;place-items:center;inline-size:8.5rem;block-size:8.5rem;border-radius:50%;object-fit:cover;background:var(--bg);border:4px solid var(--bg)}
.mono{font:600 2.4rem/1 var(--font-heading);letter-spacing:.02em;color:var(--text)}
h1{font-size:clamp(2.25rem,7vw,3.75rem);line-height:1.05;letter-spacing:-.035em;font-weight:600}
.role{font-family:var(--font-heading);font-size:clamp(1.05rem,2.6vw,1.3rem);color:var(--link);margin-block-start:.75rem}
.bio{color:var(--muted);font-size:1.075rem;max-inline-size:30rem;margin:1rem auto 0}
.loc{display:inline-flex;align-items:center;gap:.4rem;margin-block-start:1.1rem;padding:.3rem .85rem .3rem .7rem;border-radius:999px;border:1px solid var(--border);background:color-mix(in srgb,var(--text) 6%,transparent);color:var(--muted);font-size:.875rem}
.pin{inline-size:1rem;block-size:1rem;flex:none}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin-block-start:1.5rem}
.intro .acts{justify-content:center}
.btn{display:inline-flex;align-items:center;min-block-size:2.75rem;padding:.6rem 1.3rem;border-radius:999px;border:1px solid var(--accent);background:var(--accent);color:var(--accentText);font:600 .9rem/1.2 var(--font-body);text-decoration:none;cursor:pointer;box-shadow:0 8px 24px -10px var(--o1)}
.btn-glass{background:color-mix(in srgb,var(--text) 8%,transparent);border-color:var(--border);color:var(--text);box-shadow:inset 0 1px 0 color-mix(in srgb,var(--text) 20%,transparent)}
.btn:hover{filter:brightness(1.08)}.btn-glass:hover{background:color-mix(in srgb,var(--text) 16%,transparent);filter:none}
.flow{inline-size:min(100% - 2rem,68rem);margin-inline:auto;columns:2 22rem;column-gap:var(--gap)}
.panel{break-inside:avoid;display:flow-root;margin-block-end:var(--gap);padding:var(--pad);border-radius:var(--radius)}
.panel h2{display:flex;align-items:center;gap:.65rem;font-size:1.3rem;font-weight:600;letter-spacing:-.02em;margin-block-end:1.1rem}
.panel h2::before,.label::before{content:"";flex:none;inline-size:.7rem;block-size:.7rem;border-radius:50%;background:radial-gradient(circle at 30% 30%,var(--text),var(--o1) 45%,var(--o2));box-shadow:0 0 12px var(--o1)}
.lead p,p.lead{font-size:1.125rem;line-height:1.6;margin-block-start:0}
.chips,.tech{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.chips li{padding:.4rem .9rem;border-radius:999px;border:1px solid var(--border);background:color-mix(in srgb,var(--text) 7%,transparent);font-size:.9rem;font-weight:600}
.tech{margin-block-start:1rem;gap:.35rem .9rem;font-size:.8125rem;color:var(--muted)}
.tech li::before{content:"";display:inline-block;inline-size:.4rem;block-size:.4rem;border-radius:50%;background:var(--o2);margin-inline-end:.45rem;vertical-align:.1em}
.track{list-style:none;margin:0;padding:0;display:grid;gap:1.4rem;border-inline-start:1px solid var(--border);padding-inline-start:1.35rem}
.track li{position:relative}
.track li::before{content:"";position:absolute;inset-inline-start:calc(-1.35rem - 5px);inset-block-start:.35rem;inline-size:9px;block-size:9px;border-radius:50%;background:var(--link);box-shadow:0 0 0 4px color-mix(in srgb,var(--accent) 25%,transparent),0 0 14px var(--o1)}
.when{margin:0 0 .2rem;font-size:.78rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--link)}
h3{font-size:1.05rem;line-height:1.35;font-weight:600}
.where-at{margin-block-start:.1rem;color:var(--muted);font-size:.95rem}
.track p:not(.when):not(.where-at),.rows p:not(.when),.tile p,.quote figcaption span{color:var(--muted)}
.rows{list-style:none;margin:0;padding:0}
.rows li+li{margin-block-start:1.1rem;padding-block-start:1.1rem;border-block-start:1px solid var(--border)}
.svc{display:flex;gap:1rem;align-items:flex-start}
.bead{flex:none;display:grid;place-items:center;inline-size:2.75rem;block-size:2.75rem;border-radius:.9rem;border:1px solid var(--border);background:linear-gradient(135deg,color-mix(in srgb,var(--o1) 45%,transparent),color-mix(in srgb,var(--o2) 30%,transparent));color:var(--text)}
.icon{inline-size:1.3rem;block-size:1.3rem}
.quote{margin:0}
.quote+.quote{margin-block-start:1.4rem;padding-block-start:1.4rem;border-block-start:1px solid var(--border)}
.qm{inline-size:1.75rem;block-size:1.3rem;color:var(--link)}
.quote blockquote{margin:.5rem 0 0;font-family:var(--font-heading);font-size:1.15rem;line-height:1.5;letter-spacing:-.01em}
.quote blockquote p{margin:0}
.stars{margin-block-start:.6rem;color:var(--link);letter-spacing:.2em;font-size:.85rem}
.quote figcaption{margin-block-start:.2rem;font-weight:700}
.quote figcaption span{display:block;font-weight:400;font-size:.9rem}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(9rem,1fr));gap:.75rem;margin:1.25rem 0 0}
.facts div{padding:.8rem 1rem;border-radius:1rem;border:1px solid var(--border);background:color-mix(in srgb,var(--text) 5%,transparent)}
.facts dt{font-size:.78rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.facts dd{margin:.15rem 0 0;font-family:var(--font-heading);font-size:1.1rem}
.form label{display:block;font-size:.85rem;font-weight:600;margin-block:1rem .35rem}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:color-mix(in srgb,var(--bg) 55%,transparent);border:1px solid var(--border);border-radius:.9rem;padding:.7rem .9rem}
.form input:focus,.form textarea:focus{border-color:var(--accent)}
.form .btn{margin-block-start:1.25rem}
.form-status{padding:.75rem 1rem;border-radius:.9rem;border:1px solid var(--link);margin-block:1rem 0}
.wall{column-span:all;margin-block:calc(var(--gap)*.5) var(--gap)}
.label{display:inline-flex;align-items:center;gap:.65rem;margin:0 0 var(--gap);padding:.6rem 1.3rem .6rem 1rem;border-radius:999px;font-size:1.3rem;font-weight:600;letter-spacing:-.02em}
.tiles{list-style:none;margin:0 -1rem;padding:0 1rem 1.5rem;counter-reset:tile;display:flex;gap:var(--gap);overflow-x:auto;scroll-snap-type:x mandatory;scroll-padding-inline:1rem;scrollbar-width:thin;scrollbar-color:var(--border) transparent}
.tile{counter-increment:tile;flex:0 0 min(84%,22rem);scroll-snap-align:start;padding:var(--pad);border-radius:var(--radius)}
.shot{margin:calc(var(--pad)*-1 + .5rem) calc(var(--pad)*-1 + .5rem) 1.25rem;border-radius:calc(var(--radius) - .5rem);overflow:hidden;border:1px solid var(--border)}
.project-img{display:block;inline-size:100%;aspect-ratio:16/10;object-fit:cover}
.tile-plain::before{content:counter(tile,decimal-leading-zero);display:block;margin-block-end:1rem;font:600 2.75rem/1 var(--font-heading);letter-spacing:-.04em;color:transparent;-webkit-text-stroke:1px var(--link);text-shadow:0 0 24px var(--o1)}
.tile h3{font-size:1.2rem}
@media (min-width:48rem){.tiles{display:block;columns:2;column-gap:var(--gap);overflow:visible;margin:0;padding:0}.tile{display:block;break-inside:avoid;margin-block-end:var(--gap)}.tile:nth-child(4n+2) .shot .project-img{aspect-ratio:4/3}}
@media (min-width:72rem){.tiles{columns:3}}
.reach{column-span:all;text-align:center;padding-block:calc(var(--pad)*1.6)}
.reach h2{justify-content:center;font-size:clamp(1.6rem,4vw,2.4rem)}
.reach .acts{justify-content:center}
.foot{inline-size:min(100% - 2rem,68rem);margin:0 auto 1.5rem;padding:1rem 1.5rem;border-radius:999px;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1.5rem;font-size:.875rem;color:var(--muted)}
.foot p{margin:0}
.foot a{color:inherit}
@media (prefers-reduced-motion:no-preference){.tile,.btn{transition:transform .25s ease,background-color .25s,filter .25s}.tile:hover{transform:translateY(-4px)}.btn:hover{transform:translateY(-1px)}}
:lang(ar) .when,:lang(ar) .facts dt{text-transform:none}
`;

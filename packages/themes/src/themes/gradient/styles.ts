import { auroraCss } from "./aurora";

// Gradient's stylesheet: Space Grotesk headings over Manrope, everything centred on a 72rem page, surfaces one
// step above the night, gradients only where light falls (the aurora, borders, the eyebrow lines, the name). The
// aurora is two layers of radial glows that drift by transform only, and only without a reduced-motion wish. The
// name's gradient runs between colours that are AA on the brightest sky (aurora-contrast.test.ts); browsers that
// cannot clip a background to text draw it in the solid text colour.
// The arcs of light along the top are static and end 7rem down, where only solid things sit (the navigation, the
// badge; the closing block keeps its text 8.5rem above its own arcs); the drifting glows below them are the ones the contrast test stacks under the name.
// A few stars of the polar night, placed by hand (no tiling, so no grid shows).
const stars = [
  [6, 14, 1.6],
  [31, 78, 1.4],
  [38, 9, 1],
  [58, 18, 1.6],
  [71, 36, 1.3],
  [86, 55, 1.5],
  [93, 27, 1.1],
]
  .map(([x, y, r]) => `radial-gradient(${r}px ${r}px at ${x}% ${y}%,var(--star),transparent)`)
  .join(",");

export const gradientCss = `:root{--radius:1.25rem;--w:72rem;--px:clamp(1rem,4vw,2rem);--star:color-mix(in srgb,var(--text) 70%,transparent);--ring:linear-gradient(135deg,var(--l1),var(--border) 40%,var(--border) 60%,var(--l2));--a1:color-mix(in srgb,var(--l1) 58%,transparent);--a2:color-mix(in srgb,var(--l2) 50%,transparent);--a3:color-mix(in srgb,var(--l3) 58%,transparent)}
${auroraCss}body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.65}
a{color:var(--accent)}
h1,h2,h3{margin:0;color:var(--text)}
p{margin-block:.5rem 0}
.hero-a{position:relative;isolation:isolate;overflow:hidden;padding:1rem var(--px) calc(3rem*var(--density,1)*1.4);text-align:center;background:${stars}}
.sky,.hero-a::before,.finale::before{position:absolute;inset:0;z-index:-1;pointer-events:none}
.hero-a::before,.finale::before{content:""}
.hero-a::before{background:radial-gradient(70vw 10rem at 28% -3rem,transparent 62%,var(--a1) 88%,transparent),radial-gradient(60vw 9rem at 76% -2rem,transparent 60%,var(--a2) 86%,transparent)}
.sky{mask:linear-gradient(#000 45%,transparent 95%)}
.top{position:relative;display:flex;align-items:center;gap:1rem;max-inline-size:var(--w);margin-inline:auto}
.brand{display:grid;place-items:center;flex:none;inline-size:2.6rem;block-size:2.6rem;border-radius:.85rem;font:700 .95rem/1 var(--font-heading);--fill:var(--bg);--ring:linear-gradient(135deg,var(--l1),var(--l2))}
.brand,.badge,.chips li,.proj,.offer{border:1px solid transparent;background:linear-gradient(var(--fill,var(--surface)),var(--fill,var(--surface))) padding-box,var(--ring) border-box}
.top ul{display:none;list-style:none;margin:0 auto;padding:.3rem;gap:.2rem;border:1px solid var(--border);border-radius:999px;background:var(--bg)}
@media (min-width:56rem){.top ul{display:flex}.top ul+.btn{margin-inline-start:0}}
.top ul a{display:block;padding:.4rem .95rem;border-radius:999px;color:var(--muted);text-decoration:none;font-size:.9rem;font-weight:600}
.top ul a:hover{color:var(--text);background:var(--surface)}
.top .btn{margin-inline-start:auto;min-block-size:2.6rem;padding:.45rem 1.05rem;font-size:.875rem}
.lead{max-inline-size:54rem;margin-inline:auto;padding-block-start:clamp(3.5rem,11vw,7.5rem)}
.badge{display:inline-flex;align-items:center;gap:.65rem;margin:0 0 1.75rem;padding:.3rem 1.1rem .3rem .3rem;border-radius:999px;--fill:var(--bg);--ring:linear-gradient(90deg,var(--l1),var(--l3),var(--l2));font-size:.925rem;font-weight:600;color:var(--text);max-inline-size:100%}
.badge-solo{padding:.3rem}
.badge .avatar,.initials{display:grid;place-items:center;flex:none;inline-size:2.5rem;block-size:2.5rem;border-radius:50%;object-fit:cover;background:var(--surface);font:700 .85rem/1 var(--font-heading)}
.badge-solo .avatar,.badge-solo .initials{inline-size:4.5rem;block-size:4.5rem;font-size:1.4rem}
h1{font-size:clamp(3rem,10vw,6.75rem);line-height:1.02;letter-spacing:-.045em;font-weight:700;padding-block-end:.08em}
@supports ((-webkit-background-clip:text) or (background-clip:text)){h1{background:linear-gradient(100deg,var(--text) 20%,var(--g1) 50%,var(--g2) 80%);-webkit-background-clip:text;background-clip:text;color:transparent}}
.bio{font-size:clamp(1.1rem,2.3vw,1.35rem);color:var(--muted);max-inline-size:36rem;margin:1.25rem auto 0}
.acts{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-block-start:2rem}
.btn{display:inline-flex;align-items:center;justify-content:center;min-block-size:2.9rem;padding:.65rem 1.35rem;border-radius:.85rem;border:1px solid var(--accent);background:var(--accent);color:var(--accentText);font:700 .95rem/1.2 var(--font-body);text-decoration:none;cursor:pointer;box-shadow:0 12px 32px -14px var(--l1)}
.btn-ghost{background:var(--surface);border-color:var(--border);color:var(--text);box-shadow:none}
.btn:hover{filter:brightness(1.08)}.btn-ghost:hover{border-color:var(--muted);filter:none}
main{max-inline-size:var(--w);margin-inline:auto;padding-inline:var(--px)}
.block{padding-block:calc(1.5rem*var(--density,1)*2.6) 0;text-align:center;max-inline-size:46rem;margin-inline:auto}
.block.wide{max-inline-size:none}
@media (min-width:48rem){.block{padding-block-start:calc(1.5rem*var(--density,1)*3.4)}}
.brow{position:relative;inline-size:5rem;block-size:2px;margin:0 auto 1.25rem;background:linear-gradient(90deg,transparent,var(--l1),var(--l2),transparent)}
.brow::after{content:"";position:absolute;inset-block-start:50%;inset-inline-start:50%;inline-size:6px;block-size:6px;border-radius:50%;background:var(--text);translate:-50% -50%;box-shadow:0 0 10px 3px var(--l1)}
[dir=rtl] .brow::after{translate:50% -50%}
.block h2{font-size:clamp(1.9rem,4.6vw,3rem);line-height:1.1;letter-spacing:-.035em;font-weight:700;margin-block-end:clamp(1.5rem,4vw,2.5rem)}
.lede p,p.lede-s{font-size:clamp(1.15rem,2.4vw,1.4rem);line-height:1.6;margin:0}
p.lede-s{font-size:1.15rem;color:var(--muted)}
.chips,.cards,.stack,.features,.wins,.reel,.log{list-style:none;margin:0;padding:0}
.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:.6rem}
.chips li{padding:.45rem 1.05rem;border-radius:999px;font-weight:600;font-size:.95rem}
.cards{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));text-align:start}
.proj{display:flex;flex-direction:column;border-radius:var(--radius);overflow:hidden}
.thumb{aspect-ratio:16/10;overflow:hidden;border-block-end:1px solid var(--border)}
.thumb .project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.thumb-sky{background:radial-gradient(55% 80% at 22% 30%,var(--a1),transparent 70%),radial-gradient(55% 80% at 82% 55%,var(--a2),transparent 70%),radial-gradient(60% 60% at 50% 115%,var(--a3),transparent 70%),var(--bg)}
.proj:nth-child(2n) .thumb-sky{scale:-1 -1}
.card-body{display:flex;flex-direction:column;flex:1;padding:1.25rem 1.4rem 1.5rem}
.card-body h3{font-size:1.3rem;letter-spacing:-.02em}
.card-body>p{color:var(--muted)}
.stack{display:flex;flex-wrap:wrap;gap:.4rem;margin-block-start:1rem}
.stack li{padding:.15rem .55rem;border-radius:.45rem;border:1px solid var(--border);font-size:.8rem;color:var(--muted)}
.card-body .acts{justify-content:flex-start;margin-block-start:auto;padding-block-start:1.4rem}
.log{text-align:start}
.log li{position:relative;display:grid;gap:.2rem;padding:0 0 2rem 1.75rem}
.log li::before{content:"";position:absolute;inset-inline-start:0;inset-block:.6rem 0;inline-size:1px;background:linear-gradient(var(--l1),var(--border))}
.log li::after{content:"";position:absolute;inset-inline-start:-4px;inset-block-start:.45rem;inline-size:9px;block-size:9px;border-radius:50%;background:var(--bg);border:2px solid var(--l1)}
.log li:last-child{padding-block-end:0}
@media (min-width:40rem){.log li{grid-template-columns:10rem minmax(0,1fr);gap:2.5rem;padding-inline-start:0}.log li::before{inset-inline-start:11.25rem}.log li::after{inset-inline-start:calc(11.25rem - 4px)}.log .when{text-align:end}}
.when{margin:0;font:600 .9rem/1.6 var(--font-heading);color:var(--accent)}
.log h3,.wins h3{font-size:1.2rem;letter-spacing:-.015em}
.at{margin:0;font-weight:600}
.what p:not(.at),.wins p:not(.when),.features p{color:var(--muted)}
.features{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr));text-align:start}
.features li,.wins li,.reel figure,.form{border:1px solid var(--border);border-radius:var(--radius);background:var(--surface)}
.features li{padding:1.6rem;background:linear-gradient(var(--surface),var(--bg))}
.glyph{display:grid;place-items:center;inline-size:2.9rem;block-size:2.9rem;margin-block-end:1.1rem;border-radius:.85rem;color:var(--accentText);background:linear-gradient(135deg,var(--l1),var(--l2));box-shadow:0 10px 28px -12px var(--l1)}
.icon{inline-size:1.35rem;block-size:1.35rem}
.features h3{font-size:1.2rem}
@media (max-width:39.99rem){.features li{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:1rem;padding:1.1rem 1.25rem}.glyph{grid-row:span 2;margin:0}.features p{margin:0}}
.wins{display:grid;gap:1rem}
.wins li{padding:1.4rem 1.6rem}
.reel{display:grid;grid-auto-flow:column;grid-auto-columns:min(86%,24rem);justify-content:start;justify-content:safe center;gap:1.25rem;margin-inline:calc(var(--px)*-1);padding:.25rem var(--px) 1.25rem;overflow-x:auto;scroll-snap-type:x mandatory;scroll-padding-inline:var(--px);text-align:start;scrollbar-width:thin;scrollbar-color:var(--border) transparent}
.reel li{display:flex;scroll-snap-align:start}
.reel figure{position:relative;flex:1;margin:0;padding:1.6rem}
.reel figure::before{content:"";position:absolute;inset-inline:1.6rem;inset-block-start:-1px;block-size:2px;background:linear-gradient(90deg,var(--l1),var(--l2),transparent)}
.stars{margin:0;color:var(--accent);letter-spacing:.15em}
.reel blockquote{margin:.85rem 0 1.25rem;font:500 1.2rem/1.5 var(--font-heading);letter-spacing:-.01em}
.reel blockquote p{margin:0}
.reel figcaption strong{display:block}
.reel figcaption span{color:var(--muted);font-size:.9rem}
.offer{max-inline-size:30rem;margin-inline:auto;padding:2rem clamp(1.25rem,4vw,2.25rem);border-radius:calc(var(--radius)*1.25);--ring:linear-gradient(160deg,var(--l1),var(--l2) 40%,var(--border) 70%);box-shadow:0 40px 90px -50px var(--l1)}
.terms{margin:1.5rem 0 0;text-align:start}
.terms div{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1rem;padding-block:.85rem;border-block-end:1px solid var(--border)}
.terms dt{color:var(--muted)}
.terms dd{margin:0;font-weight:700}
.offer .btn,.form .btn{inline-size:100%}
.form{max-inline-size:34rem;margin:1.75rem auto 0;padding:clamp(1.25rem,4vw,2rem);text-align:start}
.form label{display:block;font-size:.875rem;font-weight:600;margin-block:1rem .35rem}
.form label:first-of-type{margin-block-start:0}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:.7rem;padding:.65rem .85rem}
.form input:focus,.form textarea:focus{border-color:var(--accent)}
.form .btn{margin-block-start:1.5rem}
.form-status{padding:.75rem 1rem;border-radius:.7rem;border:1px solid var(--accent);margin-block:0 1rem}
.finale{position:relative;isolation:isolate;overflow:hidden;max-inline-size:none;margin-block-start:calc(1.5rem*var(--density,1)*3.4);padding:clamp(3.5rem,9vw,6rem) 1.25rem 8.5rem;border-radius:calc(var(--radius)*1.6);border:1px solid var(--border);background:var(--bg)}
.sky-low{mask:linear-gradient(0deg,#000 30%,transparent)}
.finale::before{background:radial-gradient(70vw 10rem at 70% calc(100% + 3rem),transparent 62%,var(--a1) 88%,transparent),radial-gradient(60vw 9rem at 25% calc(100% + 2rem),transparent 60%,var(--a2) 86%,transparent)}
.finale h2{font-size:clamp(2.2rem,6vw,4rem)}
.foot{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.5rem;padding:2.5rem var(--px);color:var(--muted);font-size:.9rem}
.foot p{margin:0}
.foot a{color:inherit}
@media (prefers-reduced-motion:no-preference){@keyframes drift{from{transform:translate(-4%) rotate(-3deg)}to{transform:translate(4%,3%) rotate(3deg) scale(1.1)}}@keyframes sway{from{transform:translate(3%,-2%) scale(1.08)}to{transform:translate(-4%,2%) scale(.94)}}.sky::before{animation:drift 24s ease-in-out infinite alternate}.sky::after{animation:sway 31s ease-in-out infinite alternate}.proj,.btn{transition:transform .25s ease,box-shadow .25s ease,filter .25s}.proj:hover{transform:translateY(-4px);box-shadow:0 26px 60px -34px var(--l1)}}
`;

import { symbolMask } from "../../shared/symbols";

// Forest Nature's stylesheet: a field journal. The first page is ruled paper with a margin line; the notes are
// paper slips held by a strip of tape, the end-column ones dropped lower (desktop) or zig-zagged (phone). Soft
// serif headings, small-caps labels, leaves drawn with asymmetric corner radii (like icons, they do not mirror).
// Every green is the accent or a mix of it with the paper or the ink. No motion but a fern that leans on hover
// (no-preference only). Spacing follows the portfolio's density.
export const forestNatureCss = `:root{--radius:3px;--pad:clamp(1.1rem,4vw,3rem);--gap:calc(2.75rem*var(--density,1));--ink:color-mix(in oklab,var(--accent) 62%,var(--text));--tree:color-mix(in oklab,var(--accent) 40%,var(--bg));--shade:var(--text);--rule:color-mix(in oklab,var(--accent) 13%,transparent);--tape:color-mix(in oklab,var(--border) 70%,transparent);--margin:clamp(1.25rem,6vw,5rem);--lift:0 1px 0 color-mix(in oklab,var(--shade) 10%,transparent),0 14px 28px -20px color-mix(in oklab,var(--shade) 45%,transparent)}
@supports (color:light-dark(red,red)){:root{--ink:light-dark(color-mix(in oklab,var(--accent) 62%,var(--text)),color-mix(in oklab,var(--accent) 24%,var(--bg)));--tree:light-dark(color-mix(in oklab,var(--accent) 40%,var(--bg)),color-mix(in oklab,var(--accent) 48%,var(--bg)));--shade:light-dark(var(--text),transparent)}}
body{font-family:var(--font-body);font-size:1.03rem;line-height:1.7}
a{color:var(--accent)}
h1,h2,h3,.binomial,.remark blockquote,.herbarium dd,.leaf span{font-family:var(--font-heading)}
h3{margin:0;font-weight:600;line-height:1.25}
.defs{position:absolute;inline-size:0;block-size:0;overflow:hidden}
p{margin-block:.45rem 0}
.sc{font-variant-caps:all-small-caps;letter-spacing:.12em;font-weight:700}
.field{position:relative;isolation:isolate;background:repeating-linear-gradient(transparent 0 calc(2rem - 1px),var(--rule) calc(2rem - 1px) 2rem)}
.field::before{content:"";position:absolute;z-index:-1;inset-block:0;inset-inline-start:var(--margin);border-inline-start:2px solid color-mix(in oklab,var(--accent) 40%,transparent)}
.field-in{max-inline-size:72rem;margin-inline:auto;padding-block:clamp(3rem,8vw,6rem) clamp(1rem,3vw,2rem);padding-inline:calc(var(--margin) + clamp(1rem,3vw,2.5rem)) var(--pad);display:grid;grid-template-columns:minmax(0,19rem) 1fr;gap:clamp(2rem,6vw,5rem);align-items:center}
.specimen{position:relative;inline-size:100%;max-inline-size:19rem}
.specimen::before{content:"";position:absolute;inset-block:-.8rem;inset-inline:-.6rem -.9rem;border:1.5px solid color-mix(in oklab,var(--accent) 55%,transparent);border-radius:48% 55% 40% 60%/58% 42% 57% 45%}
.specimen .avatar{display:block;inline-size:100%;block-size:auto;aspect-ratio:1;object-fit:cover;clip-path:none;border-radius:62% 38% 55% 45%/48% 56% 44% 52%}
.sprig{position:absolute;inline-size:46%;block-size:auto;inset-block-end:-9%;inset-inline-end:-14%;color:var(--accent);rotate:-6deg}
[dir=rtl] .sprig,[dir=rtl] .fern{scale:-1 1}
.leaf{display:grid;place-items:center;aspect-ratio:1;max-inline-size:15rem;--rib:linear-gradient(45deg,transparent calc(50% - 1px),color-mix(in oklab,var(--accentText) 45%,transparent) calc(50% - 1px) calc(50% + 1px),transparent calc(50% + 1px));background:var(--rib) 100% 100%/36% 36% no-repeat,var(--rib) 0 0/28% 28% no-repeat,var(--accent);color:var(--accentText);border-radius:6% 78%}
.leaf span{font-size:clamp(3rem,8vw,4.5rem);font-weight:600;line-height:1}
.found{margin:0;color:var(--muted)}
.found::before,.index li::before,.leaves li::before{content:"";display:inline-block;inline-size:.7em;block-size:.7em;margin-inline-end:.5em;background:var(--accent);border-radius:0 100%}
.field h1{font-size:clamp(2.75rem,7.4vw,5.75rem);font-weight:600;line-height:1;letter-spacing:-.02em;margin:.3rem 0 0;text-wrap:balance}
.binomial{margin:.55rem 0 0;font-style:italic;font-size:clamp(1.25rem,2.4vw,1.7rem);color:var(--accent)}
.bio{max-inline-size:34rem;margin:1.1rem 0 0;font-size:1.12rem}
.index ul{list-style:none;margin:1.75rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.3rem 1.25rem}
.index li{display:flex;align-items:center}
.index li::before{inline-size:.5em;block-size:.5em;margin-inline-end:.4em;background:color-mix(in oklab,var(--accent) 55%,var(--border))}
.index a{color:var(--text);text-decoration:none;font-variant-caps:all-small-caps;letter-spacing:.1em;font-weight:700;border-block-end:1px dashed color-mix(in oklab,var(--muted) 60%,transparent)}
.index a:hover{color:var(--accent);border-color:currentColor}
.treeline{display:block;inline-size:100%;block-size:auto;aspect-ratio:1440/150;min-block-size:5rem}
.trees-back{fill:var(--tree)}
.trees-front,.ground{fill:var(--ink)}
main{max-inline-size:72rem;margin-inline:auto;padding:calc(3.5rem*var(--density,1)) var(--pad) 0;display:grid;grid-template-columns:repeat(2,1fr);gap:var(--gap) clamp(1.5rem,4vw,3.5rem);align-items:start;counter-reset:note}
.note{position:relative;counter-increment:note;padding:clamp(1.25rem,3vw,2rem);padding-block-start:clamp(1.6rem,3vw,2.25rem);background:var(--surface);border-radius:var(--radius);box-shadow:var(--lift)}
.note::before{content:"";position:absolute;inset-block-start:-.75rem;inset-inline-start:calc(50% - 3.25rem);inline-size:6.5rem;block-size:1.5rem;background:var(--tape);rotate:-3deg}
.note.end{margin-block-start:calc(4.5rem*var(--density,1))}
.note.end::before{inset-inline-start:18%;rotate:4deg}
.note.wide{grid-column:1/-1}
.note.open{padding-inline:0;background:none;box-shadow:none}
.note.open::before{display:none}
.note>h2{display:flex;align-items:center;gap:.6rem;margin:0 0 1.2rem;padding-block-end:.7rem;border-block-end:1px dashed color-mix(in oklab,var(--muted) 50%,transparent);font-size:clamp(1.5rem,2.6vw,1.95rem);font-weight:600;line-height:1.15}
.note>h2::after{content:"N° " counter(note,decimal-leading-zero) / "";margin-inline-start:auto;font-family:var(--font-body);font-size:.95rem;font-weight:700;font-variant-caps:all-small-caps;letter-spacing:.14em;color:var(--muted);white-space:nowrap}
.fern{flex:none;inline-size:1.7rem;block-size:1.7rem;color:var(--accent)}
.prose{margin:0}
.prose p{text-wrap:pretty}
html:not([lang=ar]):not([lang=hi]):not([lang=ja]):not([lang=zh]) .prose p:first-child::first-line{font-variant-caps:all-small-caps;letter-spacing:.05em;font-weight:600}
.leaves{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.55rem}
.leaves li{display:flex;align-items:center;padding:.35rem .95rem .35rem .7rem;background:color-mix(in oklab,var(--accent) 12%,var(--bg));border:1px solid color-mix(in oklab,var(--accent) 28%,transparent);border-radius:1.1rem .2rem/.9rem .2rem;font-size:.93rem;font-weight:600;line-height:1.3}
.leaves li::before{inline-size:.85em;block-size:.85em;margin-inline-end:.45em;background:linear-gradient(45deg,transparent calc(50% - .5px),color-mix(in oklab,var(--bg) 70%,transparent) 50%,transparent calc(50% + .5px)),var(--accent)}
.leaves li:nth-child(3n+2)::before{background-color:color-mix(in oklab,var(--accent) 55%,var(--border))}
.leaves li:nth-child(3n)::before{background-color:color-mix(in oklab,var(--accent) 65%,var(--text))}
.plates{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr));gap:2.25rem 1.75rem;align-items:start}
.plate{position:relative;display:flex;flex-direction:column;padding:1rem 1rem 1.25rem;background:var(--surface);border-radius:var(--radius);box-shadow:var(--lift)}
.plate::before{content:"";position:absolute;inset-block-start:-.65rem;inset-inline-end:1.5rem;inline-size:4.5rem;block-size:1.3rem;background:var(--tape);rotate:5deg;z-index:1}
.mount{position:relative;margin-block-end:1rem}
.mount::before,.mount::after{content:"";position:absolute;z-index:2;inline-size:1.5rem;block-size:1.5rem;background:var(--ink)}
.mount::before{inset-block-start:-.3rem;inset-inline-start:-.3rem;clip-path:polygon(0 0,100% 0,0 100%)}
.mount::after{inset-block-end:-.3rem;inset-inline-end:-.3rem;clip-path:polygon(100% 0,100% 100%,0 100%)}
.mount .project-img{display:block;inline-size:100%;block-size:auto;aspect-ratio:4/3;object-fit:cover}
.label h3{font-size:1.4rem}
.label p:not(.sc){color:var(--muted)}
.habitat{margin-block-start:.75rem;padding-block-start:.6rem;border-block-start:1px dashed color-mix(in oklab,var(--muted) 45%,transparent);color:var(--accent);font-size:.95rem}
.twigs{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;margin:.9rem 0 0}
.twigs.list{list-style:none;padding:0}
.twig{font-weight:700;font-size:.92rem;color:var(--text);text-decoration:none;border-block-end:1.5px solid color-mix(in oklab,var(--accent) 45%,transparent)}
.twig::after{${symbolMask("arrow-ne", ".75em")};margin-inline-start:.3em}
[dir=rtl] .twig::after{${symbolMask("arrow-nw", ".75em")}}
.twig-go{color:var(--accent)}
.twig:hover{border-color:currentColor}
.log{list-style:none;margin:0;padding:0}
.log li{position:relative;padding-inline-start:1.75rem;padding-block-end:1.35rem}
.log li:last-child{padding-block-end:0}
.log li::before{content:"";position:absolute;inset-inline-start:.33rem;inset-block:1.1rem -.1rem;border-inline-start:1.5px dashed color-mix(in oklab,var(--accent) 55%,transparent)}
.log li:last-child::before{display:none}
.log li::after{content:"";position:absolute;inset-inline-start:0;inset-block-start:.4rem;inline-size:.8rem;block-size:.8rem;background:var(--accent);border-radius:0 100%}
.log .sc{margin:0;color:var(--accent)}
.log h3{font-size:1.25rem}
.where{margin:.1rem 0 0;font-style:italic;color:var(--muted)}
.log p:not(.sc):not(.where){font-size:.97rem}
.uses{list-style:none;margin:0;padding:0;display:grid;gap:1.15rem}
.uses li{display:grid;grid-template-columns:2.75rem 1fr;gap:1rem;align-items:start}
.bud{display:grid;place-items:center;inline-size:2.75rem;block-size:2.75rem;background:color-mix(in oklab,var(--accent) 15%,var(--bg));color:var(--accent);border-radius:.3rem 70%}
.icon{inline-size:1.35rem;block-size:1.35rem}
.uses h3{font-size:1.2rem}
.uses p{margin:.1rem 0 0;color:var(--muted)}
.remark{margin:0;padding-inline-start:1.1rem;border-inline-start:3px solid color-mix(in oklab,var(--accent) 50%,transparent)}
.remark+.remark{margin-block-start:1.6rem}
.remark blockquote{margin:0;font-style:italic;font-size:1.35rem;line-height:1.35}
.remark blockquote p{margin:0}
.stars{margin:.5rem 0 0;color:var(--accent);letter-spacing:.18em;font-size:.9rem}
.remark figcaption{font-variant-caps:all-small-caps;letter-spacing:.1em;font-weight:700}
.remark figcaption span{display:block;font-variant-caps:normal;letter-spacing:0;font-weight:400;color:var(--muted)}
.herbarium{margin:1.1rem 0 0;padding:.2rem 1rem;border:1px solid var(--text);box-shadow:inset 0 0 0 3px var(--surface),inset 0 0 0 4px color-mix(in oklab,var(--text) 40%,transparent)}
.herbarium div{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.25rem 1rem;padding-block:.5rem;border-block-end:1px dotted color-mix(in oklab,var(--muted) 70%,transparent)}
.herbarium div:last-child{border:0}
.herbarium dt{color:var(--muted)}
.herbarium dd{margin:0;font-size:1.15rem}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin:1.25rem 0 0}
.btn{display:inline-block;padding:.65rem 1.4rem;background:var(--accent);color:var(--accentText);border:2px solid var(--accent);border-radius:1.2rem .25rem;font:inherit;font-size:.93rem;font-weight:700;line-height:1.3;text-decoration:none;cursor:pointer}
.btn-line{background:transparent;color:var(--accent)}
.form{margin-block-start:1rem}
.form label{display:block;margin:1rem 0 .15rem;font-variant-caps:all-small-caps;letter-spacing:.1em;font-weight:700}
.form label:first-of-type{margin-block-start:0}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:transparent;border:0;border-block-end:1.5px solid var(--muted);border-radius:0;padding:.45rem .15rem}
.form textarea{background:repeating-linear-gradient(transparent 0 calc(1.7em - 1px),color-mix(in oklab,var(--muted) 25%,transparent) calc(1.7em - 1px) 1.7em);line-height:1.7em;padding-block:0}
.form button{margin-block-start:1.4rem}
.form-status{margin:0 0 1rem;padding:.6rem .9rem;border-inline-start:3px solid var(--accent);background:var(--bg)}
.colophon{max-inline-size:72rem;margin:calc(4.5rem*var(--density,1)) auto 0;padding:1.4rem var(--pad) 2.5rem;display:flex;align-items:center;justify-content:center;gap:.6rem;border-block-start:1px dashed color-mix(in oklab,var(--muted) 45%,transparent);color:var(--muted);font-size:.88rem;text-align:center}
.colophon p{margin:0}
.colophon a{color:inherit}
:is(:lang(ar),:lang(hi),:lang(ja),:lang(zh)) *{font-style:normal;font-variant-caps:normal}
@media (max-width:48rem){.field-in{grid-template-columns:1fr;padding-block-start:2.5rem}
.specimen{max-inline-size:12.5rem}
.leaf{max-inline-size:9rem}
main{grid-template-columns:1fr}
.note.end{margin-block-start:0;margin-inline-start:1.1rem}
.note:not(.end):not(.wide){margin-inline-end:1.1rem}
.plate{padding:.75rem .75rem 1rem}}
@media (prefers-reduced-motion:no-preference){.fern{transition:rotate .4s ease}.note:hover>h2 .fern{rotate:-10deg}}
`;

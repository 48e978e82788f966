import { toneCss } from "./bands";

// The name fills the poster's width: its longest word of n letters (4 to 16, class n4…n16) gets a size that fits n
// upper-case Sora letters (about .78em each) in 88 % of a phone's width, or in 48rem beside the portrait.
const nameSizes = Array.from({ length: 13 }, (_, i) => `.n${i + 4}{--n:${i + 4}}`).join("");

export const gradientVibrantCss = `:root{--radius:1.25rem;--px:clamp(1.25rem,5vw,4rem)}
${toneCss}body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.6;-webkit-font-smoothing:antialiased}
a{color:inherit;text-decoration-thickness:2px;text-underline-offset:.2em}
h1,h2,h3{margin:0}
p{margin-block:.5rem 0}
.poster,.finale{--b:var(--accent);--f:var(--accentText);position:relative;isolation:isolate;overflow:hidden;color:var(--f);background:radial-gradient(circle at 88% 10%,var(--hot),transparent 45%),radial-gradient(circle at 4% 98%,var(--cool),transparent 52%),linear-gradient(155deg,var(--accent) 15%,var(--shift) 60%,var(--hot))}
.poster{min-block-size:100vh;min-block-size:100svh;display:grid;grid-template-rows:auto 1fr auto;gap:2rem;padding:1.25rem var(--px) clamp(2rem,5vw,3.5rem)}
.poster::before,.finale::before{content:"";position:absolute;z-index:-1;inset-block-start:-18vmax;inset-inline-end:-14vmax;inline-size:62vmax;aspect-ratio:1;border-radius:50%;border:clamp(2.5rem,7vw,6rem) solid color-mix(in srgb,var(--f) 9%,transparent)}
.poster::after{content:"";position:absolute;z-index:-1;inset-block-end:0;inset-inline-start:0;inline-size:38vmax;block-size:14vmax;background:repeating-linear-gradient(135deg,color-mix(in srgb,var(--f) 12%,transparent) 0 .5rem,transparent .5rem 1.4rem)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:1rem}
.mark{display:grid;place-items:center;inline-size:3rem;block-size:3rem;border:3px solid currentColor;border-radius:50%;font:800 1rem/1 var(--font-heading)}
.bar ul{list-style:none;margin:0;padding:0;display:flex;align-items:center;gap:.25rem 1.5rem;flex-wrap:wrap;justify-content:flex-end}
.bar li:not(:last-child){display:none}
.bar a:not(.btn){font-weight:700;text-decoration:none;border-block-end:2px solid transparent}
.bar a:not(.btn):hover{border-color:currentColor}
@media (min-width:52rem){.bar li:not(:last-child){display:list-item}}
.stack{display:grid;align-content:end;gap:1.5rem}
.name{font-size:min(calc(112.8vw / var(--n)),calc(61.5rem / var(--n)));font-weight:800;text-transform:uppercase;line-height:.86;letter-spacing:-.045em}
.name span{display:block}
${nameSizes}
:lang(ar) .name,:lang(hi) .name{line-height:1.15}
.sticker{justify-self:end;margin-inline-end:.5rem;inline-size:clamp(9rem,40vw,19rem);aspect-ratio:1;rotate:5deg;border:clamp(.35rem,1vw,.6rem) solid var(--f);border-radius:clamp(1.25rem,3vw,2.25rem);overflow:hidden;background:var(--f);box-shadow:.9rem .9rem 0 color-mix(in srgb,var(--ink) 40%,transparent)}
.sticker .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover;clip-path:none}
.sticker-mono{display:grid;place-items:center;color:var(--b);font:800 clamp(3rem,9vw,7rem)/1 var(--font-heading);letter-spacing:-.04em}
@media (min-width:52rem){.stack{grid-template-columns:minmax(0,1fr) auto;align-items:end}.sticker{grid-column:2;grid-row:1;align-self:center;inline-size:clamp(12rem,24vw,19rem)}}
.strap{display:grid;gap:.25rem 3rem;border-block-start:3px solid currentColor;padding-block-start:1.25rem}
@media (min-width:52rem){.strap{grid-template-columns:auto minmax(0,1fr) auto;align-items:baseline}}
.role{margin:0;font:800 clamp(1.3rem,3vw,2rem)/1.15 var(--font-heading);letter-spacing:-.02em}
.bio{margin:0;font-size:clamp(1.05rem,1.6vw,1.25rem);max-inline-size:34rem}
.loc{margin:0;font-weight:700;text-transform:uppercase;letter-spacing:.08em;font-size:.85rem}
main{counter-reset:band}
.band{counter-increment:band;background:var(--b);color:var(--f);padding:calc(1.5rem*var(--density,1)*3.4) var(--px)}
.tone-ink{--b:var(--ink);--f:var(--on-ink)}.tone-accent{--b:var(--accent);--f:var(--accentText)}.tone-shift{--b:var(--shift);--f:var(--accentText)}.tone-tint{--b:var(--tint);--f:var(--text)}.tone-paper{--b:var(--bg);--f:var(--text)}
.in{max-inline-size:76rem;margin-inline:auto}
.head{display:flex;flex-wrap:wrap-reverse;align-items:flex-end;justify-content:space-between;gap:.5rem 2rem;border-block-end:3px solid currentColor;padding-block-end:1rem;margin-block-end:clamp(2rem,5vw,3.5rem)}
.head::after{content:counter(band,decimal-leading-zero);font:800 clamp(4.5rem,15vw,11rem)/.78 var(--font-heading);letter-spacing:-.06em;color:color-mix(in oklab,var(--f) 28%,var(--b))}
:lang(ar) .head::after{content:counter(band,arabic-indic)}
h2{font-size:clamp(2.4rem,7vw,5.5rem);font-weight:800;line-height:.95;letter-spacing:-.04em;text-transform:uppercase}
.short{padding-block:calc(1.5rem*var(--density,1)*2)}
.statement p,p.statement-s{font:700 clamp(1.6rem,3.8vw,3.1rem)/1.15 var(--font-heading);letter-spacing:-.025em;max-inline-size:28ch;margin:0}
p.statement-s{font-size:clamp(1.4rem,2.6vw,2rem);max-inline-size:24ch}
.words{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;align-items:center;font:800 clamp(2rem,6.5vw,4.75rem)/1.1 var(--font-heading);letter-spacing:-.035em;text-transform:uppercase}
.words li:not(:last-child)::after{content:"";display:inline-block;inline-size:.55em;block-size:.55em;margin-inline:.3em;vertical-align:.05em;background:currentColor;clip-path:polygon(50% 0,61% 35%,98% 35%,68% 57%,79% 91%,50% 70%,21% 91%,32% 57%,2% 35%,39% 35%)}
.zig{list-style:none;margin:0;padding:0;display:grid;gap:clamp(3.5rem,9vw,7rem);counter-reset:proj}
.zig>li{counter-increment:proj;display:grid;gap:1.75rem clamp(2rem,5vw,4.5rem);align-items:center}
@media (min-width:52rem){.zig>li{grid-template-columns:minmax(0,7fr) minmax(0,5fr)}.zig>li:nth-child(even){grid-template-columns:minmax(0,5fr) minmax(0,7fr)}.zig>li:nth-child(even) .art{order:2}}
.art{position:relative;border-radius:var(--radius);overflow:hidden;border:3px solid var(--text);box-shadow:.75rem .75rem 0 var(--accent)}
.zig>li:nth-child(even) .art{box-shadow:-.75rem .75rem 0 var(--shift)}
.project-img{display:block;inline-size:100%;aspect-ratio:16/10;object-fit:cover}
.art-type{aspect-ratio:16/10;display:grid;place-items:end start;padding:clamp(1rem,3vw,2rem);color:var(--accentText);background:radial-gradient(circle at 85% 20%,var(--hot),transparent 55%),linear-gradient(135deg,var(--accent),var(--shift))}
.art-type::before{content:counter(proj,decimal-leading-zero);font:800 clamp(5rem,16vw,12rem)/.8 var(--font-heading);letter-spacing:-.06em}
.art-type::after{content:"";position:absolute;inset-block-start:12%;inset-inline-end:8%;inline-size:30%;aspect-ratio:1;border-radius:50%;border:clamp(.6rem,2vw,1.4rem) solid color-mix(in srgb,var(--accentText) 35%,transparent)}
.zig>li:nth-child(3n) .art-type{background:var(--ink);color:var(--on-ink)}
.zig>li:nth-child(3n) .art-type::after{border-radius:0;rotate:45deg;border-color:var(--accent)}
.zig>li:nth-child(3n+2) .art-type{background:radial-gradient(circle at 15% 85%,var(--cool),transparent 60%),linear-gradient(135deg,var(--shift),var(--hot))}
.copy::before{content:counter(proj,decimal-leading-zero) " —";display:block;margin-block-end:.5rem;font:800 .95rem/1 var(--font-heading);letter-spacing:.04em;color:var(--accent)}
:lang(ar) .copy::before{content:counter(proj,arabic-indic) " —"}:lang(ar) .art-type::before{content:counter(proj,arabic-indic)}
.copy h3{font-size:clamp(1.9rem,4vw,3.25rem);font-weight:800;line-height:1;letter-spacing:-.035em}
.copy p{color:var(--muted);font-size:1.125rem;max-inline-size:34rem}
.tags{list-style:none;margin:1.25rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.tags li{border:2px solid currentColor;border-radius:999px;padding:.2rem .85rem;font-weight:700;font-size:.85rem}
.acts{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:1.75rem}
.btn{display:inline-flex;align-items:center;min-block-size:3rem;padding:.7rem 1.5rem;border-radius:999px;border:3px solid var(--f);background:var(--f);color:var(--b);font:800 .95rem/1.1 var(--font-heading);text-decoration:none;text-transform:uppercase;letter-spacing:.02em;cursor:pointer}
.btn-line{background:transparent;color:var(--f)}
.tone-paper .btn:not(.btn-line){background:var(--accent);border-color:var(--accent);color:var(--accentText)}
.rows{list-style:none;margin:0;padding:0;border-block-start:3px solid currentColor}
.rows>li{display:grid;gap:.35rem 2.5rem;padding-block:1.6rem;border-block-end:3px solid currentColor}
@media (min-width:48rem){.rows>li{grid-template-columns:minmax(0,2fr) minmax(0,3fr)}}
.big-meta{margin:0;font:800 clamp(1.5rem,3.2vw,2.4rem)/1.05 var(--font-heading);letter-spacing:-.03em}
.rows h3{font-size:clamp(1.35rem,2.4vw,1.75rem);font-weight:800;line-height:1.15;letter-spacing:-.02em}
.at{margin-block-start:.15rem;font-weight:700}
.head+.rows{border-block-start:0}
.trio{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr))}
.trio li{border-block-start:3px solid currentColor;padding-block-start:1.25rem}
.icon{inline-size:3rem;block-size:3rem;stroke-width:1.75;margin-block-end:1rem}
.trio h3{font-size:1.6rem;font-weight:800;letter-spacing:-.02em}
.shout{margin:0}
.shout+.shout{margin-block-start:clamp(2.5rem,6vw,4rem);padding-block-start:clamp(2.5rem,6vw,4rem);border-block-start:3px solid currentColor}
.shout blockquote{margin:0;font:700 clamp(1.75rem,4.6vw,3.6rem)/1.1 var(--font-heading);letter-spacing:-.03em;max-inline-size:24ch}
.shout blockquote p{margin:0}
.shout blockquote p::before{content:open-quote}.shout blockquote p::after{content:close-quote}
.stars{margin-block-start:1.25rem;font-size:1.25rem;letter-spacing:.15em}
.shout figcaption{margin-block-start:.35rem;font-size:1.1rem}
.shout figcaption span::before{content:"/ "}
.facts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1.5rem 3rem;margin:2.25rem 0 0}
.facts div{border-block-start:3px solid currentColor;padding-block-start:.9rem}
.facts dt{font-weight:800;text-transform:uppercase;letter-spacing:.08em;font-size:.8rem}
.facts dd{margin:.35rem 0 0;font:800 clamp(1.8rem,4.2vw,3.2rem)/1.05 var(--font-heading);letter-spacing:-.03em}
.split{display:grid;gap:2rem 5rem}
@media (min-width:52rem){.split{grid-template-columns:minmax(0,2fr) minmax(0,3fr);align-items:start}}
.form label{display:block;font-weight:800;text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;margin-block:1.5rem .25rem}
.form label:first-of-type{margin-block-start:0}
.form input,.form textarea{display:block;inline-size:100%;font:600 1.2rem/1.4 var(--font-body);color:inherit;background:transparent;border:0;border-block-end:3px solid currentColor;border-radius:0;padding:.5rem 0}
.form .btn{margin-block-start:2rem}
.form-status{border:3px solid currentColor;padding:.75rem 1rem;margin-block:0 1.25rem;font-weight:700}
.band :focus-visible,.poster :focus-visible{outline-color:currentColor}
.band.finale{padding:clamp(4rem,12vw,9rem) var(--px);background:radial-gradient(circle at 12% 10%,var(--hot),transparent 45%),radial-gradient(circle at 96% 96%,var(--accent),transparent 55%),linear-gradient(-25deg,var(--cool),var(--shift) 55%,var(--hot))}
.finale .btn{text-transform:none}
.finale h2{font-size:clamp(3rem,13vw,10rem);line-height:.85;letter-spacing:-.05em}
.finale .loc{margin-block-start:1.5rem}
.finale p.statement-s{margin-block-start:1.5rem}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 2rem;padding:1.5rem var(--px);background:var(--ink);color:var(--on-ink);font-weight:700;font-size:.9rem}
.foot p{margin:0}
@media (prefers-reduced-motion:no-preference){.btn,.art{transition:transform .2s ease}.btn:hover{transform:translate(-2px,-2px)}.zig>li:hover .art{transform:translate(-.35rem,-.35rem)}}
:lang(ar) .name,:lang(ar) h2,:lang(ar) .words,:lang(ar) .btn{text-transform:none}
`;

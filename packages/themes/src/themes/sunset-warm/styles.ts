// Sunset Warm's stylesheet. The sky colours are derived from the accent with relative colour syntax at fixed
// lightness, so whatever the accent or scheme the cover reads as a dusk sky and its text keeps AA: the name and
// lines (--glow, L .97) only ever sit on the upper sky (--dusk L .27 to --dusk2 L .40); the lighter fire and gold
// tones are below them, behind the sun and the hills. Browsers without relative colours get color-mix fallbacks.
// The only motion: the sun and its halo rise a few pixels on load (visible from the first frame), and buttons lift
// on hover, both under prefers-reduced-motion: no-preference. Spacing follows the portfolio's density.
export const sunsetWarmCss = `:root{--radius:16px;--pad:clamp(1.1rem,4vw,2.5rem);--gap:calc(4.5rem*var(--density,1));--paper:var(--bg);--dusk:color-mix(in oklab,var(--accent) 35%,var(--text));--dusk2:color-mix(in oklab,var(--accent) 70%,var(--text));--fire:var(--accent);--gold:var(--border);--glow:var(--bg);--sun:var(--bg);--sun2:var(--border);--hill1:color-mix(in oklab,var(--accent) 50%,var(--text));--hill2:color-mix(in oklab,var(--accent) 25%,var(--text))}
@supports (color:oklch(from red l c h)){:root{--dusk:oklch(from var(--accent) .27 calc(c*.55) calc(h - 42));--dusk2:oklch(from var(--accent) .4 calc(c*.8) calc(h - 20));--fire:oklch(from var(--accent) .62 c calc(h + 4));--gold:oklch(from var(--accent) .83 calc(c*.65) calc(h + 42));--glow:oklch(from var(--accent) .97 .02 calc(h + 45));--sun:oklch(from var(--accent) .95 .07 calc(h + 60));--sun2:oklch(from var(--accent) .78 calc(c*.9) calc(h + 22));--hill1:oklch(from var(--accent) .42 calc(c*.55) calc(h - 32));--hill2:oklch(from var(--accent) .31 calc(c*.45) calc(h - 44))}}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.7}
a{color:var(--accent)}
h1,h2,h3,.role,.opening,.big,.quote blockquote,.facts dd{font-family:var(--font-heading);font-weight:400}
.cover{display:flex;flex-direction:column;min-block-size:100vh;min-block-size:100svh}
.sky{flex:1;display:flex;flex-direction:column;padding-inline:var(--pad);background:linear-gradient(var(--dusk),var(--dusk2));color:var(--glow)}
.topnav ul{list-style:none;margin:0;padding:1.1rem 0 0;display:flex;flex-wrap:wrap;justify-content:center;gap:.1rem 1.2rem}
.topnav a{display:block;padding-block:.35rem;color:var(--glow);text-decoration:none;font-size:.7rem;font-weight:700;letter-spacing:.13em;text-transform:uppercase;border-block-end:1px solid transparent;white-space:nowrap}
.topnav a:hover{border-color:currentColor}
.cover-text{flex:1;display:flex;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding-block:clamp(2rem,7vh,4.5rem) clamp(1.25rem,3vh,2rem)}
.portrait{padding:4px;border:2px solid var(--glow);border-radius:50%;margin-block-end:1.4rem}
.portrait .avatar{display:block;inline-size:6.5rem;block-size:6.5rem;border-radius:50%;object-fit:cover}
.cover h1{font-size:clamp(3rem,10vw,8.5rem);line-height:.95;letter-spacing:-.01em;margin:0;text-wrap:balance}
.role{font-style:italic;font-size:clamp(1.3rem,2.6vw,1.9rem);line-height:1.3;margin:.7rem 0 0}
.place{margin:.8rem 0 0;font-size:.75rem;font-weight:700;letter-spacing:.22em;text-transform:uppercase}
.scene{position:relative;aspect-ratio:1440/460;min-block-size:15rem;background:linear-gradient(var(--dusk2),var(--fire) 38%,var(--gold) 64%)}
.scene-art{position:absolute;inset-block:0;inset-inline:0;display:block;inline-size:100%;block-size:100%}
.halo circle{fill:var(--sun);fill-opacity:.13}
.sun path{fill:var(--sun)}
.sun path:nth-child(n+3){fill:color-mix(in oklab,var(--sun),var(--sun2))}
.sun path:nth-child(n+5){fill:var(--sun2)}
.hill.far{fill:var(--hill1)}
.hill.near{fill:var(--hill2)}
.front{fill:var(--bg)}
main>*{max-inline-size:70rem;margin-inline:auto;padding-inline:var(--pad)}
.opening{max-inline-size:44rem;margin-block:calc(1.5rem*var(--density,1)) 0;text-align:center;font-size:clamp(1.55rem,3.4vw,2.4rem);line-height:1.25;text-wrap:balance}
.part{padding-block:var(--gap) 0}
.part>h2{text-align:center;font-size:clamp(2rem,4.6vw,3.1rem);line-height:1.1;margin:0 0 2.25rem;text-wrap:balance}
.part>h2::after{content:"";display:block;inline-size:5rem;block-size:1.05rem;margin:.85rem auto 0;background:linear-gradient(var(--paper),var(--paper)) 50% 52%/2.2rem 2px no-repeat,linear-gradient(var(--paper),var(--paper)) 50% 80%/2.2rem 3px no-repeat,radial-gradient(circle at 50% 100%,var(--accent) .95rem,transparent calc(.95rem + 1px)),linear-gradient(var(--border),var(--border)) 0 100%/100% 2px no-repeat}
h3{margin:0;line-height:1.2}
p{margin-block:.5rem 0}
.prose{max-inline-size:40rem;margin-inline:auto;font-size:1.15rem}
.prose p{text-wrap:pretty}
.pills{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.65rem}
.pills li{display:flex;align-items:center;gap:.55rem;padding:.45rem 1.1rem;border-radius:999px;background:var(--surface);border:1px solid var(--border);font-weight:600;font-size:.95rem}
.pills li::before{content:"";inline-size:.6rem;block-size:.6rem;border-radius:50%;background:linear-gradient(var(--gold),var(--accent))}
.pills.small{justify-content:flex-start;gap:.4rem;margin-block-start:1rem}
.pills.small li{padding:.15rem .7rem;font-size:.78rem;background:var(--bg)}
.pills.small li::before{display:none}
.postcards{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr));gap:1.5rem}
.postcard{display:flex;flex-direction:column;overflow:hidden;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius)}
.postcard::before{content:"";flex:none;block-size:6px;background:linear-gradient(to right,var(--dusk2),var(--fire),var(--gold))}
.pc-img{--radius:0}
.pc-img .project-img{display:block;inline-size:100%;block-size:auto;aspect-ratio:16/9;object-fit:cover}
.pc-body{flex:1;display:flex;flex-direction:column;padding:1.2rem 1.35rem 1.4rem}
.part .postcard h3{font-size:1.6rem}
.postcard p{color:var(--muted)}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin:0}
.pc-body .acts{margin-block-start:auto;padding-block-start:1.25rem}
.part>.acts{justify-content:center}
.btn{display:inline-flex;align-items:center;justify-content:center;padding:.7rem 1.45rem;border:2px solid var(--accent);border-radius:999px;background:var(--accent);color:var(--accentText);font:inherit;font-size:.92rem;font-weight:700;line-height:1.2;text-decoration:none;cursor:pointer}
.btn-line{background:transparent;color:var(--accent)}
.btn-s{padding:.45rem 1rem;font-size:.82rem}
.timeline{position:relative;list-style:none;margin:0 auto;padding:0;max-inline-size:56rem}
.timeline::before{content:"";position:absolute;inset-block:.5rem 1rem;inset-inline-start:50%;inline-size:2px;margin-inline-start:-1px;background:linear-gradient(var(--accent),var(--border))}
.timeline li{position:relative;display:grid;grid-template-columns:1fr 1fr;column-gap:4.5rem;padding-block-end:2.5rem}
.timeline li:last-child{padding-block-end:0}
.timeline li::before{content:"";position:absolute;inset-block-start:.3rem;inset-inline-start:50%;inline-size:1.1rem;block-size:1.1rem;margin-inline-start:-.55rem;border-radius:50%;background:radial-gradient(circle at 50% 35%,var(--gold),var(--accent) 70%);box-shadow:0 0 0 5px var(--bg),0 0 0 6px var(--border)}
.when{margin:0;color:var(--accent);font-size:.8rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase;padding-block-start:.2rem}
.timeline .when{grid-row:1;grid-column:1;text-align:end}
.timeline .what{grid-row:1;grid-column:2}
.timeline li:nth-child(even) .when{grid-column:2;text-align:start}
.timeline li:nth-child(even) .what{grid-column:1;text-align:end}
.part h3{font-size:1.45rem}
.where{margin:.15rem 0 0;font-style:italic;color:var(--muted)}
.rays{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:2.5rem 2rem;text-align:center}
.orb{display:inline-grid;place-items:center;inline-size:4.25rem;block-size:4.25rem;margin-block-end:1rem;border-radius:50%;background:linear-gradient(var(--gold),var(--fire));color:var(--dusk)}
.orb .icon{inline-size:1.7rem;block-size:1.7rem}
.rays p,.honours p:not(.when){color:var(--muted)}
.honours{list-style:none;margin:0 auto;padding:0;max-inline-size:40rem;display:grid;gap:1.75rem;text-align:center}
.band{max-inline-size:none;margin-block-start:var(--gap);padding-block:var(--gap);background:linear-gradient(var(--surface),var(--bg));--paper:var(--surface)}
.quotes{max-inline-size:64rem;margin-inline:auto;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr));gap:2.5rem 3rem;text-align:center}
.quote{margin:0}
.quote blockquote{margin:0;font-size:clamp(1.5rem,3vw,2.1rem);line-height:1.25;text-wrap:balance}
.quote blockquote::before{content:"“";display:block;block-size:.5em;font-size:3.2em;line-height:.8;color:var(--accent)}
.quote blockquote p{margin:0}
.stars{margin:1rem 0 0;color:var(--accent);letter-spacing:.22em}
.quote figcaption{margin-block-start:.3rem;font-weight:700}
.quote figcaption span{display:block;font-weight:400;color:var(--muted);font-size:.92rem}
.horizon{position:relative;overflow:hidden;max-inline-size:54rem;margin-inline:auto;padding:clamp(1.75rem,5vw,3rem);padding-block-end:clamp(4.5rem,10vw,6rem);border-radius:calc(var(--radius)*1.5);background:linear-gradient(var(--dusk),var(--dusk2));color:var(--glow);text-align:center}
.horizon::after{content:"";position:absolute;inset-inline:0;inset-block-end:0;block-size:2.8rem;background:linear-gradient(var(--dusk2),var(--dusk2)) 50% 45%/6rem 3px no-repeat,linear-gradient(var(--dusk2),var(--dusk2)) 50% 72%/6rem 4px no-repeat,radial-gradient(circle at 50% 100%,var(--gold) 2.6rem,transparent calc(2.6rem + 1px))}
.big{margin:0;font-size:clamp(1.5rem,3.2vw,2.2rem);line-height:1.25;text-wrap:balance}
.facts{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem 3rem;margin:1.5rem 0 0}
.facts dt{font-size:.72rem;font-weight:700;letter-spacing:.18em;text-transform:uppercase}
.facts dd{margin:.15rem 0 0;font-size:1.45rem}
.horizon .acts{justify-content:center;margin-block-start:1.75rem}
.btn-glow{background:var(--glow);border-color:var(--glow);color:var(--dusk)}
.lead{max-inline-size:36rem;margin:0 auto 1.5rem;text-align:center;color:var(--muted);font-size:1.1rem}
.form{max-inline-size:38rem;margin-inline:auto;padding:clamp(1.25rem,4vw,2rem);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius)}
.form label{display:block;margin:1rem 0 .35rem;font-weight:700;font-size:.88rem}
.form label:first-of-type{margin-block-start:0}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid color-mix(in oklab,var(--muted) 45%,var(--border));border-radius:10px;padding:.65rem .85rem}
.form button{margin-block-start:1.3rem}
.form-status{margin:0 0 1rem;padding:.75rem 1rem;border-radius:10px;background:var(--bg);border-inline-start:4px solid var(--accent)}
.dusk{margin-block-start:calc(5rem*var(--density,1));padding:2.25rem var(--pad) 2.75rem;background:linear-gradient(var(--dusk2),var(--dusk));color:var(--glow);text-align:center;font-size:.9rem}
.dusk-art{display:block;inline-size:7rem;margin:0 auto .9rem}
.dusk-art path{fill:var(--gold)}
.dusk-art .gap{fill:var(--dusk2)}
.dusk-art .line{fill:var(--fire)}
.dusk p{margin:.2rem 0 0}
.dusk a{color:inherit}
.sky a:focus-visible,.btn-glow:focus-visible,.dusk a:focus-visible{outline-color:var(--glow)}
:is(:lang(ar),:lang(hi),:lang(ja),:lang(zh)) *{font-style:normal}
@media (min-width:48rem){.pc-lead{grid-column:span 2;flex-direction:row}.pc-lead::before{block-size:auto;inline-size:6px}.pc-lead .pc-img{flex:1.3}.pc-lead .project-img{block-size:100%;aspect-ratio:auto}.pc-lead .pc-body{flex:1}}
@media (max-width:40rem){.topnav ul{flex-wrap:nowrap;justify-content:flex-start;overflow-x:auto;scrollbar-width:none;margin-inline:calc(-1*var(--pad));padding-inline:var(--pad);mask-image:linear-gradient(to right,#000 80%,transparent)}
[dir=rtl] .topnav ul{mask-image:linear-gradient(to left,#000 80%,transparent)}
.rays{text-align:start;gap:1.5rem}
.rays li{display:grid;grid-template-columns:3.5rem 1fr;column-gap:1rem}
.rays li>*{grid-column:2}
.rays .orb{grid-column:1;grid-row:1/span 2;inline-size:3.5rem;block-size:3.5rem;margin:0}
.cover h1{font-size:clamp(2.75rem,14vw,4.5rem)}
.timeline::before{inset-inline-start:.55rem}
.timeline li{grid-template-columns:1fr;padding-inline-start:2.4rem}
.timeline li::before{inset-inline-start:.55rem}
.timeline .when,.timeline li:nth-child(even) .when{grid-column:1;text-align:start}
.timeline .what,.timeline li:nth-child(even) .what{grid-column:1;grid-row:2;text-align:start}}
@media (prefers-reduced-motion:no-preference){@keyframes sw-rise{from{transform:translateY(24px)}}.sun{animation:sw-rise 2.6s cubic-bezier(.2,.65,.25,1) both}.halo{animation:sw-rise 3.2s cubic-bezier(.2,.65,.25,1) both}.btn{transition:transform .2s}.btn:hover{transform:translateY(-2px)}}
`;

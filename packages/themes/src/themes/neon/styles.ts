import { symbolMask } from "../../shared/symbols";

// Neon's stylesheet: an 80s night in pink, purple and cyan. Tubes are text in the palette's pale text colour with
// layered glow (the glow is decoration; the letters themselves pass AA on the night). Cyan and purple are the
// accent turned round the colour wheel at a fixed, high lightness, so a portfolio's own accent recolours the whole
// sign and every tube stays readable on the dark. The sun is inline SVG; the floor is a CSS grid tilted in 3D.
// Motion (the flicker of the name, the floor rolling towards the visitor) only under no-preference.
export const neonCss = `:root{--cyan:oklch(from var(--accent) .84 .14 calc(h - 150));--violet:oklch(from var(--accent) .74 .19 calc(h - 60));--tube:var(--accent)}
.tube,.sub,.ring.mono span,h2 span,.attract,.rank,.shout blockquote p::before,.shout blockquote p::after{text-shadow:0 0 .05em var(--text),0 0 .16em var(--tube),0 0 .4em var(--tube),0 0 .65em color-mix(in oklab,var(--tube) 50%,transparent)}
@supports not (color:oklch(from red l c h)){:root{--cyan:var(--text);--violet:var(--muted)}}
body{min-block-size:100vh;font-family:var(--font-body);font-size:1rem;line-height:1.65;background-color:var(--bg);background-image:radial-gradient(1px 1px at 12% 18%,var(--muted),transparent),radial-gradient(1px 1px at 72% 9%,var(--text),transparent),radial-gradient(1.5px 1.5px at 38% 64%,var(--muted),transparent),radial-gradient(1px 1px at 88% 46%,var(--muted),transparent),radial-gradient(1px 1px at 54% 86%,var(--text),transparent);background-size:37rem 29rem;-webkit-font-smoothing:antialiased}
a{color:var(--cyan)}
.hero{position:relative;text-align:center;background:linear-gradient(var(--bg),color-mix(in oklab,var(--violet) 12%,var(--bg)) 70%,color-mix(in oklab,var(--accent) 14%,var(--bg)))}
.sky{position:relative;z-index:1;padding:1.5rem clamp(1rem,4vw,2rem) 1rem}
.menu ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 0;list-style:none;margin:0 auto;padding:0;max-inline-size:60rem}
.menu li:not(:last-child)::after{${symbolMask("sparkle", "1em")};margin-inline:.6rem;font-size:.6rem;color:var(--accent)}
.menu a,.sub,.place,.facts dt,.form label,.marquee{text-transform:uppercase;letter-spacing:.14em;font-weight:700}
.muted,.menu a,.loc,.place,.desc,.glyphs p,.trophies p:not(.when),.deck>p:not([class]),.facts dt,.form label,.shout figcaption span{color:var(--muted)}
.menu a{text-decoration:none;font-size:.78rem;transition:color .2s,text-shadow .2s}
.menu a:hover,.menu a:focus-visible{color:var(--text);text-shadow:0 0 .5em var(--cyan)}
.ring{position:relative;inline-size:clamp(6rem,16vw,8.5rem);aspect-ratio:1;margin:clamp(2.5rem,7vw,4.5rem) auto 0;border-radius:50%;border:3px solid var(--cyan);box-shadow:0 0 .4rem var(--cyan),0 0 1.6rem color-mix(in oklab,var(--cyan) 60%,transparent),inset 0 0 .6rem var(--cyan);padding:5px}
.ring::after{content:"";position:absolute;inset:5px;border-radius:50%;pointer-events:none;background:linear-gradient(var(--violet),var(--accent));mix-blend-mode:multiply;opacity:.55}
.ring .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover;filter:grayscale(1) contrast(1.1)}
.ring.mono::after{display:none}
.ring.mono span{display:grid;place-items:center;block-size:100%;font-family:var(--font-heading);font-size:clamp(2rem,5vw,2.75rem);font-weight:300;--tube:var(--cyan)}
h1{margin:clamp(1.5rem,4vw,2.25rem) 0 0;font-size:clamp(2.75rem,9.5vw,7.25rem);font-weight:300;line-height:1;letter-spacing:-.01em}
.tube{display:inline-block}
.sub{margin:1.25rem 0 0;font-size:clamp(.85rem,2vw,1.05rem);letter-spacing:.32em;--tube:var(--cyan)}
.bio{max-inline-size:36rem;margin:1.5rem auto 0;font-size:1.1rem;color:var(--text)}
.loc{margin:.5rem 0 0;font-size:.9rem;letter-spacing:.08em}
.loc::before{${symbolMask("sparkle")};margin-inline-end:.35em;color:var(--accent)}
.horizon{position:relative;block-size:clamp(12rem,32vw,24rem);background:radial-gradient(ellipse 48% 58% at 50% 80%,color-mix(in oklab,var(--accent) 34%,transparent),transparent 70%)}
.sun{position:absolute;inset-inline:0;inset-block-end:30%;margin-inline:auto;inline-size:clamp(8rem,20vw,16rem);block-size:auto;filter:drop-shadow(0 0 1.5rem color-mix(in oklab,var(--accent) 55%,transparent))}
.sun-a{stop-color:oklch(from var(--accent) .93 .12 calc(h + 95))}
.sun-b{stop-color:oklch(from var(--accent) .74 .2 calc(h + 30))}
.sun-c{stop-color:var(--accent)}
.floor{position:absolute;inset-inline:0;inset-block-end:0;block-size:42%;overflow:hidden;perspective:16rem;perspective-origin:50% 0;mask-image:linear-gradient(#000 2px,rgb(0 0 0/.4) 3px,#000 35%,#000 65%,transparent);background:linear-gradient(color-mix(in oklab,var(--violet) 22%,var(--bg)),var(--bg));border-block-start:2px solid var(--accent);box-shadow:0 0 1rem var(--accent)}
.floor::before{content:"";position:absolute;inset-inline:-100%;inset-block-end:0;block-size:30rem;transform-origin:50% 100%;transform:rotateX(76deg);background-image:linear-gradient(90deg,color-mix(in oklab,var(--accent) 85%,transparent) 3px,transparent 3px),linear-gradient(color-mix(in oklab,var(--accent) 85%,transparent) 3px,transparent 3px);background-size:4.5rem 4.5rem;background-position:50% 100%}
main{padding:0 clamp(1rem,4vw,2rem) 2rem}
.board{--tube:var(--accent);position:relative;max-inline-size:50rem;margin:calc(clamp(3.5rem,8vw,5rem)*var(--density,1)) auto 0;padding:calc(clamp(2.5rem,5vw,3.25rem)*var(--density,1)) clamp(1.25rem,5vw,3.25rem) calc(clamp(1.75rem,4vw,2.5rem)*var(--density,1));text-align:center;background:var(--bg);border:2px solid var(--tube);border-radius:1.5rem;box-shadow:0 0 .3rem var(--tube),0 0 1.5rem color-mix(in oklab,var(--tube) 45%,transparent),inset 0 0 1rem color-mix(in oklab,var(--tube) 30%,transparent)}
.board:nth-of-type(even){--tube:var(--cyan)}
.board:nth-of-type(3n){--tube:var(--violet)}
h2{margin:0;font-size:clamp(1.5rem,4vw,2.25rem);font-weight:300;line-height:1.2;letter-spacing:.04em}
h2 span{display:inline-block;color:var(--text)}
.board>h2{position:absolute;inset-inline:0;inset-block-start:0;transform:translateY(-55%)}
.board>h2 span{padding:.3rem 1.9rem;background:radial-gradient(closest-side,var(--bg) 74%,transparent)}
h3{margin:0;font-size:1.1rem;font-weight:600;line-height:1.35}
p{margin:.5rem 0 0}
.prose p{margin:0 auto;max-inline-size:38rem;font-size:1.1rem}
.words{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem 0;list-style:none;margin:0;padding:0}
.words li{font-family:var(--font-heading);font-size:clamp(1.15rem,2.6vw,1.55rem);font-weight:300;color:var(--text);--tube:var(--accent);text-shadow:0 0 .25em var(--tube),0 0 .7em color-mix(in oklab,var(--tube) 60%,transparent)}
.words li:nth-child(3n+2){--tube:var(--cyan)}
.words li:nth-child(3n){--tube:var(--violet)}
.words li:not(:last-child)::after{${symbolMask("sparkle", "1em")};margin-inline:1rem;font-size:.5em;vertical-align:.35em;color:var(--muted);text-shadow:none}
.hall{max-inline-size:74rem;margin:clamp(4rem,9vw,6rem) auto 0;text-align:center}
.hall>h2{display:flex;align-items:center;gap:1.25rem}
.hall>h2::before,.hall>h2::after{content:"";flex:1;block-size:2px;background:linear-gradient(90deg,transparent,var(--accent));box-shadow:0 0 .5rem var(--accent)}
.hall>h2::after{background:linear-gradient(90deg,var(--cyan),transparent);box-shadow:0 0 .5rem var(--cyan)}
.arcade{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,19rem),1fr));gap:clamp(1.5rem,3vw,2.25rem);margin-block-start:2.5rem;text-align:start}
.cab{--c:var(--cyan);display:flex;flex-direction:column;background:var(--surface);border:2px solid var(--c);border-radius:1.5rem 1.5rem .6rem .6rem;box-shadow:0 0 .3rem var(--c),0 0 1.4rem color-mix(in oklab,var(--c) 40%,transparent);overflow:hidden;transition:transform .25s,box-shadow .25s}
.cab:nth-child(3n+2){--c:var(--accent)}
.cab:nth-child(3n){--c:var(--violet)}
.cab:hover{transform:translateY(-4px);box-shadow:0 0 .4rem var(--c),0 0 2.4rem color-mix(in oklab,var(--c) 55%,transparent)}
.marquee{padding:.8rem 1rem;text-align:center;font-size:1rem;font-weight:800;color:var(--accentText);background:linear-gradient(color-mix(in oklab,var(--c) 70%,var(--text)),var(--c) 60%);border-block-end:2px solid var(--bg)}
.screen{position:relative;display:grid;place-items:center;aspect-ratio:16/10;margin:1rem 1rem 0;border:6px solid var(--bg);border-radius:1.1rem/1.6rem;overflow:hidden;background:radial-gradient(ellipse at 50% 40%,color-mix(in oklab,var(--c) 22%,var(--bg)),var(--bg) 75%)}
.screen::after{content:"";position:absolute;inset:0;background:repeating-linear-gradient(transparent 0 2px,color-mix(in oklab,var(--bg) 28%,transparent) 2px 3px);box-shadow:inset 0 0 1.5rem var(--bg)}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.attract{font-family:var(--font-heading);font-size:3.25rem;font-weight:300;color:var(--text);--tube:var(--c)}
.deck{display:flex;flex-direction:column;flex:1;padding:1rem 1.25rem 1.4rem}
.deck>p:not([class]){margin:0}
.leds{display:flex;flex-wrap:wrap;gap:.35rem 1rem;list-style:none;margin:.9rem 0 0;padding:0;font-size:.8rem;color:var(--text)}
.leds li::before{content:"";display:inline-block;inline-size:.45rem;block-size:.45rem;margin-inline-end:.4rem;border-radius:50%;background:var(--c);box-shadow:0 0 .4rem var(--c)}
.deck .acts{margin-block-start:auto;padding-block-start:1.25rem}
.acts{display:flex;flex-wrap:wrap;gap:.75rem;margin:1.5rem 0 0}
.board .acts{justify-content:center}
.btn{display:inline-block;padding:.7rem 1.4rem;border:2px solid var(--accent);border-radius:999px;background:var(--accent);color:var(--accentText);font:inherit;font-weight:700;font-size:.9rem;letter-spacing:.06em;text-decoration:none;cursor:pointer;box-shadow:0 0 .35rem var(--accent),0 0 1.2rem color-mix(in oklab,var(--accent) 45%,transparent);transition:box-shadow .2s,background-color .2s}
.btn:hover{box-shadow:0 0 .5rem var(--accent),0 0 2rem var(--accent)}
.btn-line{background:transparent;color:var(--text);border-color:var(--cyan);box-shadow:0 0 .35rem var(--cyan),inset 0 0 .35rem color-mix(in oklab,var(--cyan) 50%,transparent)}
.btn-line:hover{box-shadow:0 0 .5rem var(--cyan),0 0 1.6rem var(--cyan)}
.scores{display:grid;grid-template-columns:auto minmax(0,1fr) auto;column-gap:1.5rem;list-style:none;margin:0;padding:0;text-align:start}
.scores li{grid-column:1/-1;display:grid;grid-template-columns:subgrid;row-gap:.25rem;align-items:baseline;padding-block:1.1rem;border-block-end:1px dashed color-mix(in oklab,var(--tube) 45%,transparent)}
.scores li:last-child{border:0}
.rank{font-family:var(--font-heading);font-size:1.6rem;font-weight:300;line-height:1;color:var(--text)}
.place{margin:.15rem 0 0;font-size:.8rem}
.when{margin:0;font-size:.9rem;font-weight:600;letter-spacing:.04em;color:var(--text);font-variant-numeric:tabular-nums}
.glyphs{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));gap:2rem;list-style:none;margin:0;padding:0}
.icon{inline-size:2.5rem;block-size:2.5rem;margin-block-end:.75rem;color:var(--text);filter:drop-shadow(0 0 3px var(--tube)) drop-shadow(0 0 8px var(--tube))}
.trophies{list-style:none;margin:0;padding:0;display:grid;gap:1.75rem}
.trophies .when{color:var(--text);text-shadow:0 0 .5em var(--tube)}
.shout{margin:0}
.shout+.shout{margin-block-start:2.25rem}
.shout blockquote{margin:0;font-family:var(--font-heading);font-size:clamp(1.2rem,2.8vw,1.55rem);font-weight:300;line-height:1.45}
.shout blockquote p{margin:0}
.shout blockquote p::before{content:"“"/""}
.shout blockquote p::after{content:"”"/""}
.stars{margin:.75rem 0 0;color:var(--accent);letter-spacing:.3em;text-shadow:0 0 .5em var(--accent)}
.shout figcaption{margin-block-start:.5rem;font-weight:700}
.shout figcaption span{display:block;font-weight:400;font-size:.9rem}
.open{margin:0;font-size:1.2rem;font-weight:600}
.facts{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem 3rem;margin:1.5rem 0 0}
.facts dt{font-size:.75rem}
.facts dd{margin:.2rem 0 0;font-family:var(--font-heading);font-size:1.5rem;font-weight:300;color:var(--text);text-shadow:0 0 .3em var(--tube),0 0 .8em color-mix(in oklab,var(--tube) 50%,transparent)}
.form{max-inline-size:32rem;margin:1.25rem auto 0;text-align:start}
.form label{display:block;margin-block:1rem .35rem;font-size:.8rem}
.form input,.form textarea{display:block;inline-size:100%;padding:.7rem .9rem;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:.75rem}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--cyan);box-shadow:0 0 .75rem color-mix(in oklab,var(--cyan) 50%,transparent);outline-offset:1px}
.form .btn{margin-block-start:1.5rem}
.form-status{margin:0 0 .75rem;padding:.75rem 1rem;border-radius:.75rem;background:var(--surface);border:1px solid var(--accent);font-weight:600}
.acts-c{margin-block-start:0}
.board .loc{margin-block-start:1.25rem}
.foot{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.5rem;margin-block-start:4.5rem;padding:1.75rem 1rem 2.5rem;text-align:center;font-size:.85rem;color:var(--muted);border-block-start:2px solid transparent;border-image:linear-gradient(90deg,transparent,var(--accent),var(--cyan),transparent) 1}
.foot p{margin:0}
.foot a{color:inherit}
@media (max-width:40rem){.arcade{grid-template-columns:none;grid-auto-flow:column;grid-auto-columns:min(84%,20rem);gap:1.1rem;overflow-x:auto;scroll-snap-type:x mandatory;margin-inline:calc(-1*clamp(1rem,4vw,2rem));padding:.75rem clamp(1rem,4vw,2rem) 1.5rem;scrollbar-width:thin}.cab{scroll-snap-align:center}.scores{grid-template-columns:auto minmax(0,1fr);column-gap:1rem}.scores .when{grid-column:2}.menu a{font-size:.7rem}.menu li:not(:last-child)::after{margin-inline:.4rem}.sub{letter-spacing:.2em}}
@media (prefers-reduced-motion:no-preference){@keyframes buzz{0%,17%,19%,21%,62%,64%,100%{opacity:1}18%,20%{opacity:.55}63%{opacity:.8}}@keyframes roll{to{transform:rotateX(76deg) translateY(4.5rem)}}.tube{animation:buzz 6s linear infinite}.floor::before{animation:roll 1.6s linear infinite}}
`;

// Cosmic Space's stylesheet. The starfield is two fixed layers of tiny radial-gradient dots tiled at co-prime sizes
// (so no grid shows), the upper one twinkling by opacity; three orbits turn by transform; nothing else moves, no
// filter is used. The nebula tints the hero with the accent at most 16% over the night, far within AA for the
// text and muted colours drawn on it (the hero writes no accent-coloured text).

// A dot of the starfield: colour, place in its tile, radius (px).
const dot = (color: string, x: number, y: number, r: number, tile: number) =>
  `radial-gradient(circle at ${x}% ${y}%,${color} 0 ${r}px,transparent ${(r + 0.6).toFixed(1)}px) 0 0/${tile}px ${tile}px`;
// The colours are variables (--s1 dim, --s2 bright, --s3 pink) so each dot stays short.
const [dim, bright, pink] = ["var(--s1)", "var(--s2)", "var(--s3)"];
// Fixed pseudo-random places (a small linear congruential sequence), so the sky is the same on every render.
let seed = 7;
const rand = () => (seed = (seed * 48271) % 2147483647) % 100;
const layer = (n: number, color: string, r: number, tile: number) =>
  Array.from({ length: n }, (_, i) => dot(i === 0 && r > 1 ? pink : color, rand(), rand(), r, tile));
const field = [
  ...layer(6, dim, 0.7, 420),
  ...layer(4, dim, 0.6, 530),
  ...layer(4, bright, 0.9, 610),
  ...layer(2, bright, 1.3, 830),
].join(",");
const twinkle = layer(3, "var(--text)", 1.4, 730).join(",");

// A four-pointed star (section nodes, skill bullets, bright items).
const star = "clip-path:polygon(50% 0,61% 39%,100% 50%,61% 61%,50% 100%,39% 61%,0 50%,39% 39%)";
const label =
  "font-family:var(--font-heading);font-size:.75rem;font-weight:600;letter-spacing:.2em;text-transform:uppercase";

export const cosmicSpaceCss = `:root{--radius:1.4rem;--pad:clamp(1.25rem,5vw,3rem);--rail:1.1rem;--gut:3.1rem;--faint:color-mix(in oklab,var(--text) 16%,transparent);--glow:color-mix(in oklab,var(--accent) 30%,transparent);--s1:color-mix(in oklab,var(--text) 50%,transparent);--s2:color-mix(in oklab,var(--text) 85%,transparent);--s3:color-mix(in oklab,var(--accent) 75%,transparent)}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.65}
a{color:var(--accent)}
h1,h2,h3{margin:0;line-height:1.15}
p{margin:0}
.sprite{position:absolute;inline-size:0;block-size:0;overflow:hidden}
.cosmos{position:relative;isolation:isolate}
.cosmos::before,.cosmos::after{content:"";position:fixed;inset:0;z-index:-1;pointer-events:none}
.cosmos::before{background:${field}}
.cosmos::after{background:${twinkle}}
.coords,.when,.tech,.telemetry dt,.nav a{${label}}
.sky{position:relative;overflow:clip;text-align:center;padding:1rem var(--pad) calc(calc(3rem*var(--density,1))*1.5 + 2rem);background:radial-gradient(ellipse 46% 42% at 50% 34%,color-mix(in oklab,var(--accent) 16%,transparent),transparent),radial-gradient(ellipse 38% 48% at 12% 18%,color-mix(in oklab,var(--border) 70%,transparent),transparent),radial-gradient(ellipse 34% 40% at 90% 72%,color-mix(in oklab,var(--accent) 11%,transparent),transparent)}
.sky::after{content:"";position:absolute;inset-inline:-25%;inset-block-start:calc(100% - 2.2rem);block-size:60vw;border-radius:50%;background:var(--bg);border-block-start:1px solid color-mix(in oklab,var(--accent) 55%,transparent);box-shadow:0 -1rem 2.5rem -1rem var(--glow)}
.nav{display:flex;justify-content:center}
.lost{min-block-size:100vh}
.lost .mono{font-size:2rem}
.nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem 1.3rem;list-style:none;margin:0;padding:.6rem 1.5rem;border:1px solid var(--faint);border-radius:99px;background:color-mix(in oklab,var(--surface) 60%,transparent)}
.nav a{color:var(--muted);text-decoration:none;font-size:.7rem}
.nav a:hover{color:var(--text)}
.system{--o1:12.5rem;--o2:18.5rem;--o3:25rem;display:grid;place-items:center;inline-size:var(--o3);max-inline-size:100%;aspect-ratio:1;margin:2rem auto 1rem}
.system>*{grid-area:1/1}
.orbit{position:relative;inline-size:var(--s);aspect-ratio:1;border-radius:50%;border:1px solid var(--faint);transform:rotate(var(--a))}
.o1{--s:var(--o1);--a:35deg;--t:40s}
.o2{--s:var(--o2);--a:215deg;--t:64s;border-style:dashed}
.o3{--s:var(--o3);--a:120deg;--t:96s;border-color:color-mix(in oklab,var(--text) 10%,transparent)}
.orbit i{position:absolute;inset-inline:0;inset-block-start:calc(var(--p)/-2);margin-inline:auto;inline-size:var(--p);block-size:var(--p);border-radius:50%;background:radial-gradient(circle at 35% 30%,var(--text),var(--accent) 45%,color-mix(in oklab,var(--accent) 35%,var(--bg)))}
.o1 i{--p:.95rem;box-shadow:0 0 .8rem var(--glow)}
.o2 i{--p:.55rem;background:radial-gradient(circle at 35% 30%,var(--text),var(--muted) 60%,var(--border))}
.o3 i{--p:1.4rem;background:radial-gradient(circle at 35% 30%,var(--text),color-mix(in oklab,var(--muted) 60%,var(--accent)) 40%,var(--border))}
.o3 i::after{content:"";position:absolute;inset:35% -45%;border:1.5px solid var(--accent);border-radius:50%;transform:rotate(-22deg)}
.core{inline-size:clamp(7.5rem,14vw,9.5rem);aspect-ratio:1;border-radius:50%;padding:.3rem;background:conic-gradient(from 210deg,var(--accent),transparent 40%,var(--accent) 75%,transparent);box-shadow:0 0 3rem var(--glow)}
.core .avatar,.mono{display:grid;place-items:center;inline-size:100%;block-size:100%;border-radius:50%;object-fit:cover}
.mono{background:radial-gradient(circle at 35% 30%,var(--surface),var(--bg));font-family:var(--font-heading);font-size:2.6rem;font-weight:500;letter-spacing:.12em;text-indent:.12em}
.coords{display:inline-flex;align-items:center;gap:.6rem;color:var(--muted)}
.coords::before,.dust li::before{content:"";inline-size:.7rem;block-size:.7rem;background:var(--accent);${star}}
h1{font-size:clamp(2rem,6.4vw,4.4rem);font-weight:600;letter-spacing:.14em;text-transform:uppercase;line-height:1.05;margin-block:.8rem .7rem}
.role{font-family:var(--font-heading);font-size:clamp(1.05rem,2.2vw,1.35rem);letter-spacing:.06em}
.bio{max-inline-size:34rem;margin:.8rem auto 0;color:var(--muted)}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin-block-start:1.6rem}
.sky .acts{justify-content:center}
.btn{display:inline-flex;padding:.75rem 1.5rem;border-radius:99px;background:var(--accent);color:var(--accentText);border:1px solid var(--accent);font:600 .85rem/1.2 var(--font-heading);letter-spacing:.1em;text-transform:uppercase;text-decoration:none;cursor:pointer}
.btn-ghost{background:none;color:var(--accent)}
.btn-sm{padding:.45rem 1rem;font-size:.75rem}
.chart{position:relative;max-inline-size:68rem;margin-inline:auto;padding-inline:var(--gut) var(--pad)}
.chart::before{content:"";position:absolute;inset-block:1.5rem 0;inset-inline-start:var(--rail);inline-size:1px;background:linear-gradient(transparent,color-mix(in oklab,var(--text) 38%,transparent) 5rem calc(100% - 8rem),transparent)}
.station{position:relative;padding-block:calc(1.5rem*var(--density,1)*2.6) 0}
.st-head{position:relative;display:flex;align-items:center;gap:1rem;margin-block-end:clamp(1.4rem,3vw,2.2rem)}
.node{position:absolute;inset-inline-start:calc(var(--rail) - var(--gut) - .9rem);inline-size:1.8rem;block-size:1.8rem;border-radius:50%;background:radial-gradient(circle,var(--glow),transparent 70%)}
.node::after,.bright .star::before{content:"";position:absolute;inset:.2rem;background:var(--text);${star}}
h2{font-size:clamp(1.3rem,3vw,1.9rem);font-weight:600;letter-spacing:.22em;text-transform:uppercase}
.figure{flex:none;inline-size:5.5rem;fill:var(--text);stroke:color-mix(in oklab,var(--text) 35%,transparent);stroke-width:.7}
h3{font-size:1.2rem;font-weight:600}
.desc,.where,.signal figcaption span{color:var(--muted)}
.about{max-inline-size:44rem;font-size:clamp(1.2rem,2.4vw,1.55rem);line-height:1.55}
.about p+p{margin-block-start:1rem}
.dust,.worlds,.stars-list,.sats,.beacons{list-style:none;margin:0;padding:0}
.dust{display:flex;flex-wrap:wrap;gap:.7rem 1.8rem;font-family:var(--font-heading);font-size:1.1rem;font-weight:500}
.dust li{display:flex;align-items:center;gap:.6rem}
.dust li::before{inline-size:.6rem;block-size:.6rem}
.worlds{display:grid;gap:3.2rem 1.5rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));padding-block-start:2.4rem}
.world{display:flex;flex-direction:column;padding:0 1.4rem 1.4rem;background:var(--surface);border:1px solid var(--border);border-radius:var(--radius)}
.planet{position:relative;inline-size:5.6rem;aspect-ratio:1;margin-block:-2.6rem .6rem;margin-inline-start:.4rem}
.globe{position:absolute;inset:0;z-index:1;border-radius:50%;overflow:hidden;background:radial-gradient(circle at 32% 28%,color-mix(in oklab,var(--text) 50%,transparent),transparent 55%),repeating-linear-gradient(-22deg,color-mix(in oklab,var(--h,var(--accent)) 55%,var(--surface)) 0 .55rem,color-mix(in oklab,var(--h,var(--accent)) 30%,var(--bg)) 0 1.1rem)}
.globe::after{content:"";position:absolute;inset:0;border-radius:50%;background:radial-gradient(circle at 32% 28%,transparent 45%,color-mix(in oklab,var(--bg) 70%,transparent))}
.world:nth-child(3n+2){--h:color-mix(in oklab,var(--text) 60%,var(--border))}
.world:nth-child(3n){--h:color-mix(in oklab,var(--accent) 85%,var(--text))}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.halo{position:absolute;inset:-40%;inline-size:180%;block-size:180%;fill:none;stroke:var(--accent);stroke-width:2.4;overflow:visible}
.halo.front{z-index:2}
.tech{color:var(--accent);font-size:.7rem}
.w-body{display:flex;flex:1;flex-direction:column;gap:.5rem}
.world .acts{margin-block-start:auto;padding-block-start:.7rem}
.stars-list{display:grid;gap:2rem}
.star{position:relative}
.star::before{content:"";position:absolute;inset-inline-start:calc(var(--rail) - var(--gut) - .3rem);inset-block-start:.3rem;inline-size:.6rem;block-size:.6rem;border-radius:50%;background:var(--text);box-shadow:0 0 0 .3rem color-mix(in oklab,var(--accent) 18%,transparent)}
.star::after{content:"";position:absolute;inset-inline-start:calc(var(--rail) - var(--gut) + .7rem);inline-size:calc(var(--gut) - var(--rail) - 1.3rem);inset-block-start:.6rem;border-block-start:1px dashed color-mix(in oklab,var(--text) 30%,transparent)}
.bright .star::before{inset-block-start:0;inset-inline-start:calc(var(--rail) - var(--gut) - .55rem);inline-size:1.1rem;block-size:1.1rem;background:var(--accent);border-radius:0;box-shadow:none}
.when{color:var(--accent);margin-block-end:.25rem}
.where{font-weight:600}
.sats{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr))}
.sat{position:relative;display:inline-grid;place-items:center;inline-size:3.2rem;block-size:3.2rem;border-radius:50%;border:1px dashed color-mix(in oklab,var(--text) 40%,transparent);margin-block-end:.9rem}
.sat::after{content:"";position:absolute;inset-block-start:-.2rem;inset-inline-end:.15rem;inline-size:.5rem;block-size:.5rem;border-radius:50%;background:var(--accent)}
.icon{inline-size:1.35rem;block-size:1.35rem;color:var(--text)}
.sats h3{margin-block-end:.3rem}
.signals{display:grid;gap:2.4rem 2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,19rem),1fr))}
.signal{margin:0}
.signal blockquote{margin:0;font-family:var(--font-heading);font-size:clamp(1.15rem,2.2vw,1.4rem);line-height:1.45}
.signal blockquote::before{content:"\\201C";display:block;block-size:2.2rem;font-size:4rem;line-height:1;color:var(--accent)}
.rating{margin-block-start:.8rem;color:var(--accent);letter-spacing:.25em;font-size:.8rem}
.signal figcaption{margin-block-start:.5rem;font-weight:700}
.signal figcaption span{display:block;font-weight:500}
.capsule{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:clamp(1.3rem,4vw,2.2rem)}
.mission{position:relative;overflow:hidden}
.mission::before,.mission::after{content:"";position:absolute;border-radius:50%;pointer-events:none}
.mission::before{inset-block-start:-7rem;inset-inline-end:-7rem;inline-size:19rem;block-size:19rem;border:1px dashed var(--faint);box-shadow:0 0 0 3.5rem var(--surface),0 0 0 calc(3.5rem + 1px) var(--faint)}
.mission::after{inset-block-start:11rem;inset-inline-end:5.35rem;inline-size:.8rem;block-size:.8rem;background:var(--accent)}
.big{font-family:var(--font-heading);font-size:clamp(1.2rem,2.4vw,1.5rem)}
.telemetry{display:flex;flex-wrap:wrap;gap:1rem 3rem;margin:1.4rem 0 0}
.telemetry div{border-inline-start:1px solid var(--accent);padding-inline-start:1rem}
.telemetry dt{color:var(--muted)}
.telemetry dd{margin:.2rem 0 0;font-family:var(--font-heading);font-size:1.5rem}
.intro{margin-block-end:1.2rem}
.console{max-inline-size:40rem}
.console label{display:block;margin-block:1rem .35rem;${label}}
.console label:first-of-type{margin-block-start:0}
.console input,.console textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:.8rem;padding:.65rem .9rem}
.console button{margin-block-start:1.4rem}
.form-status{padding:.75rem 1rem;border:1px solid var(--accent);border-radius:.8rem;margin-block-end:1rem}
.form-error{border-color:currentColor}
.beacons{display:flex;flex-wrap:wrap;gap:.6rem}
.beacons .btn{text-transform:none;letter-spacing:.04em;font-size:.95rem}
#contact .where{margin-block-start:1.2rem}
.foot{display:grid;justify-items:center;gap:.3rem;padding:calc(1.5rem*var(--density,1)*3.5) var(--pad) 2.5rem;text-align:center;color:var(--muted);font-size:.85rem}
.foot a{color:inherit}
.tiny-orbit{position:relative;inline-size:2.2rem;block-size:2.2rem;border-radius:50%;border:1px solid var(--faint);margin-block-end:.6rem}
.tiny-orbit::after{content:"";position:absolute;inset-block-start:-.2rem;inset-inline-start:calc(50% - .2rem);inline-size:.4rem;block-size:.4rem;border-radius:50%;background:var(--accent)}
@media (max-width:47.99rem){
.nav ul{flex-wrap:nowrap;justify-content:flex-start;overflow-x:auto;scrollbar-width:none;max-inline-size:100%}
.nav li{flex:none}
.system{--o1:10rem;--o2:14.5rem;--o3:19.5rem}
.worlds{gap:2.8rem;padding-block-start:1.8rem}
.world{display:grid;grid-template-columns:minmax(0,1fr) 4.6rem;gap:.5rem 1rem;padding:1.2rem 1.3rem 1.3rem}
.w-body{display:contents}
.planet{grid-area:1/2;inline-size:4.6rem;margin:-2.4rem 0 0}
.world h3{grid-area:1/1;align-self:end}
.world .desc,.world .tech,.world .acts{grid-column:1/-1}
.sats li{display:grid;grid-template-columns:auto minmax(0,1fr);gap:0 1rem}
.sat{grid-row:span 2;margin:0}
.sats h3{align-self:end;margin:0}
}
@media (min-width:64rem){
:root{--rail:2.5rem;--gut:7rem}
.figure{inline-size:7rem}
}
@media (prefers-reduced-motion:no-preference){
.orbit{animation:orbit var(--t) linear infinite}
@keyframes orbit{to{transform:rotate(calc(var(--a) + 360deg))}}
.cosmos::after{animation:twinkle 5s ease-in-out infinite alternate}
@keyframes twinkle{to{opacity:.25}}
.btn{transition:transform .2s}
.btn:hover{transform:translateY(-2px)}
}
`;

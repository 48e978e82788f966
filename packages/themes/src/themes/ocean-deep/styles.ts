// Ocean Deep's stylesheet. The hero is the sunlit surface: a pale mix of the text and accent colours with the page
// background as its ink (the palette's own pair, so AA holds). Below it, bands d0…d10 are mixed from --surface
// (shallow) to --bg (abyss): every band lies between the two colours the palette is tested on, so text, muted text
// and links stay AA on all of them; tiles on a band are mixed toward the other end, within the same range. Light
// rays in the shallowest band never make it lighter than --surface.

// Band i: how much of --bg is mixed into --surface (--p); tiles go darker on shallow bands, lighter on deep ones (--q).
const bandRules = Array.from({ length: 11 }, (_, i) => {
  const p = Math.round(12 + 8.8 * i);
  return `.d${i}{--p:${p}%;--q:${i <= 4 ? p + 30 : p - 35}%}`;
}).join("");

const label = "font-size:.75rem;font-weight:800;letter-spacing:.13em;text-transform:uppercase";

export const oceanDeepCss = `:root{--radius:16px;--sun-x:86%;--flow:1;--hi:color-mix(in oklab,var(--text) 92%,var(--accent));--lo:color-mix(in oklab,var(--text) 64%,var(--accent));--ink:color-mix(in oklab,var(--surface) 78%,var(--bg));--line:color-mix(in oklab,var(--text) 16%,transparent);--dash:2px dashed color-mix(in oklab,var(--text) 32%,transparent);--pad:clamp(1.25rem,5vw,3rem)}
[dir=rtl]{--sun-x:14%;--flow:-1}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.6}
a{color:var(--accent)}
h1,h2,h3{margin:0;line-height:1.12}
p{margin:0}
.sprite{position:absolute;inline-size:0;block-size:0;overflow:hidden}
.sea{overflow:clip;display:flex;flex-direction:column;min-block-size:100vh}
${bandRules}
.band,.surf{--band:color-mix(in oklab,var(--bg) var(--p),var(--surface));--tile:color-mix(in oklab,var(--bg) var(--q),var(--surface))}
.coords,.gauge,.when,.tech,.facts dt,.sea-level{${label}}
.coords,.gauge,.sea-level{display:flex;align-items:center;gap:.6rem;margin:0}
.sunlit{position:relative;color:var(--bg);background:radial-gradient(circle at var(--sun-x) -6rem,var(--text) 0 9rem,transparent 22rem),linear-gradient(var(--hi),var(--lo));padding-block-end:clamp(4rem,9vw,6.5rem)}
.sunlit-in,.band-in{max-inline-size:78rem;margin-inline:auto;padding-inline:var(--pad)}
.sunlit-in{padding-block-start:1rem}
.buoys ul{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.3rem 1.4rem;margin:0;padding:.5rem 0;font-size:.875rem;font-weight:700}
.buoys ul,.kelp,.reef,.soundings,.shoal,.pearls,.lines{list-style:none;margin:0;padding:0}
.buoys a{color:var(--bg);text-decoration:none;border-block-end:2px solid transparent}
.buoys a:hover{border-color:currentColor}
.intro{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:center;gap:2rem 4rem;padding-block-start:calc(3rem*var(--density,1)*1.2)}
.coords,.role,.sea-level{color:var(--ink)}
.coords::before{content:"";inline-size:.7rem;block-size:.7rem;border-radius:50%;border:2px solid;box-shadow:0 0 0 3px var(--hi),0 0 0 4.5px}
h1{font-size:clamp(2.7rem,7.6vw,5.8rem);font-weight:640;letter-spacing:-.025em;line-height:.98;margin-block:1rem .9rem}
.role{font-size:clamp(1.15rem,2.4vw,1.55rem);font-weight:700}
.bio{max-inline-size:34rem;margin-block-start:.9rem;font-size:1.125rem}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin-block-start:1.75rem}
.btn{display:inline-flex;padding:.72rem 1.35rem;border-radius:99px;background:var(--accent);color:var(--accentText);border:2px solid var(--accent);font:inherit;font-weight:700;line-height:1.2;text-decoration:none;cursor:pointer}
.btn-line{background:none;color:var(--accent)}
.btn-sm{padding:.42rem .95rem;font-size:.875rem}
.btn-lg{padding:.9rem 1.7rem}
.sunlit .btn{background:var(--bg);border-color:var(--bg);color:var(--text)}
.porthole{position:relative;inline-size:clamp(12rem,25vw,18.5rem);aspect-ratio:1}
.porthole::before{content:"";position:absolute;inset:4%;border-radius:50%;box-shadow:0 1.6rem 2.6rem -1rem color-mix(in oklab,var(--bg) 55%,transparent)}
.ring{position:absolute;inline-size:100%;block-size:100%;fill:none}
.rim{stroke:var(--ink);stroke-width:11}
.edge{stroke:var(--bg);stroke-width:1.3}
.lip{stroke:var(--accent);stroke-width:1.6}
.bolts{fill:var(--hi)}
.glass,.glass::after{position:absolute;border-radius:50%}
.glass{inset:12.2%;overflow:hidden;display:grid;place-items:center;background:linear-gradient(165deg,var(--surface),var(--bg))}
.glass::after{content:"";inset:0;background:linear-gradient(145deg,color-mix(in oklab,var(--text) 45%,transparent),transparent 36%)}
.glass .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.mono{font-family:var(--font-heading);font-size:clamp(3rem,7vw,4.8rem);font-weight:600;color:var(--text)}
.surf{position:absolute;inset-inline:0;inset-block-end:-1px;block-size:clamp(2.6rem,6vw,4.2rem);overflow:hidden}
.swell{position:absolute;inset-block-end:0;inline-size:200%;block-size:100%}
.far path{fill:color-mix(in oklab,var(--band) 40%,var(--lo))}
.near path{fill:var(--band)}
.near .foam{fill:none;stroke:color-mix(in oklab,var(--hi) 80%,transparent);stroke-width:2;vector-effect:non-scaling-stroke}
main{position:relative;flex:1}
.scale,.bubbles,.sea-level{display:none;pointer-events:none}
.band{position:relative;background:var(--band);color:var(--text)}
.d0::before{content:"";position:absolute;inset:0;background:repeating-conic-gradient(from 150deg at var(--sun-x) -9rem,color-mix(in oklab,var(--text) 5%,transparent) 0 3deg,transparent 0 10deg);mask:linear-gradient(transparent,black 5rem) intersect,radial-gradient(ellipse 65% 95% at var(--sun-x) 0,black 30%,transparent)}
.wave{position:absolute;inset-block-end:calc(100% - 1px);inline-size:100%;block-size:clamp(1.2rem,3.4vw,2.6rem);fill:var(--band)}
.band-in{position:relative;padding-block:calc(1.5rem*var(--density,1)*2.6) calc(1.5rem*var(--density,1)*3.2)}
.gauge{margin-block-end:.6rem;color:var(--muted);font-variant-numeric:tabular-nums}
.gauge,.sea-level{text-transform:none}
.gauge::before,.sea-level::before{content:"";inline-size:1.6rem;border-block-start:2px solid var(--accent)}
h2{font-size:clamp(1.9rem,4.6vw,3.1rem);font-weight:620;letter-spacing:-.015em;margin-block-end:clamp(1.4rem,3vw,2.4rem)}
h3{font-size:1.25rem;font-weight:620}
.desc,.shore,.say figcaption span{color:var(--muted)}
.lead,.big,.say p:first-child{font-family:var(--font-heading);line-height:1.45}
.lead{max-inline-size:46rem;font-size:clamp(1.3rem,2.7vw,1.9rem)}
.lead p+p{margin-block-start:1rem}
.kelp,.acts,.lines{display:flex;flex-wrap:wrap;gap:.6rem}
.kelp li{display:flex;align-items:center;gap:.55rem;padding:.45rem 1.05rem .45rem .8rem;border-radius:99px;background:var(--tile);border:1px solid var(--line);font-weight:700}
.kelp li::before{content:"";inline-size:.6rem;block-size:.6rem;border-radius:50%;border:2px solid var(--accent)}
.tile,.say blockquote,.say blockquote::before,.say blockquote::after{background:var(--tile);border:1px solid var(--line);border-radius:var(--radius)}
.reef{display:grid;grid-auto-flow:column;grid-auto-columns:min(84%,21rem);gap:1rem;overflow-x:auto;scroll-snap-type:x mandatory;scroll-padding-inline:var(--pad);margin-inline:calc(var(--pad)*-1);padding:0 var(--pad) 1rem}
.reef .tile{display:flex;flex-direction:column;overflow:hidden;scroll-snap-align:start}
.window{position:relative;aspect-ratio:16/9;display:grid;place-items:center;background:var(--bg)}
.crest{position:absolute;inset-block-end:-1px;inline-size:100%;block-size:.9rem;fill:var(--tile)}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.ripple{background:repeating-radial-gradient(circle at 72% 115%,transparent 0 13px,color-mix(in oklab,var(--accent) 26%,transparent) 0 14.5px),linear-gradient(170deg,var(--band),var(--bg))}
.ripple span{font-family:var(--font-heading);font-size:2.6rem;font-weight:600;color:var(--muted)}
.tile-body{display:flex;flex:1;flex-direction:column;gap:.5rem;padding:1.15rem 1.25rem 1.35rem}
.tile-body .acts{margin-block-start:auto;padding-block-start:.7rem}
.tech,.when{color:var(--accent)}
.soundings{display:grid;gap:1.8rem;padding-inline-start:1.6rem;border-inline-start:var(--dash)}
.soundings li{position:relative}
.soundings li::before{content:"";position:absolute;inset-inline-start:-2.2rem;inset-block-start:.15rem;inline-size:1.05rem;block-size:1.05rem;border-radius:50%;background:var(--band);border:3px solid var(--accent)}
.when{margin-block-end:.3rem}
.where{font-weight:700;margin-block:.2rem .35rem}
.shoal,.pearls,.voices{display:grid;gap:1.2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.shoal li{padding:1.5rem}
.shoal h3{margin-block:1rem .4rem}
.bub{display:inline-grid;place-items:center;inline-size:3.2rem;block-size:3.2rem;border-radius:50%;border:2px solid color-mix(in oklab,var(--accent) 70%,transparent);background:radial-gradient(circle at 32% 28%,color-mix(in oklab,var(--text) 22%,transparent),transparent 55%)}
.icon{inline-size:1.4rem;block-size:1.4rem;color:var(--accent)}
.pearls{gap:1.6rem 2.5rem}
.pearls li{display:flex;gap:1rem}
.pearl{flex:none;inline-size:1.5rem;block-size:1.5rem;border-radius:50%;margin-block-start:.2rem;background:radial-gradient(circle at 35% 30%,var(--text) 0 12%,var(--muted) 45%,color-mix(in oklab,var(--muted) 45%,var(--band)))}
.voices{gap:2.2rem 2rem}
.say{margin:0}
.say blockquote{position:relative;margin:0;padding:1.4rem 1.5rem 1.2rem;border-radius:1.6rem;border-end-start-radius:.35rem}
.say p:first-child{font-size:1.2rem}
.say blockquote::before,.say blockquote::after{content:"";position:absolute;inset-block-start:calc(100% + .35rem);inset-inline-start:.5rem;inline-size:.85rem;block-size:.85rem;border-radius:50%}
.say blockquote::after{inset-block-start:calc(100% + 1.35rem);inset-inline-start:.15rem;inline-size:.5rem;block-size:.5rem}
.stars{margin-block-start:.7rem;color:var(--accent);letter-spacing:.2em;font-size:.85rem}
.say figcaption{margin-block-start:1.1rem;padding-inline-start:2.2rem;font-weight:800}
.say figcaption span{display:block;font-weight:500}
.buoy{display:grid;gap:1.4rem;max-inline-size:54rem;padding:clamp(1.4rem,4vw,2.4rem)}
.big{font-size:clamp(1.25rem,2.6vw,1.7rem)}
.facts{display:flex;flex-wrap:wrap;gap:1rem 3rem;margin:0}
.facts dt{color:var(--muted)}
.facts dd{margin:0;font-family:var(--font-heading);font-size:1.5rem}
.buoy .acts{margin:0}
.split{display:grid;gap:1.5rem 4rem;align-items:start}
.hatch{padding:clamp(1.25rem,4vw,2rem)}
.hatch label{display:block;font-size:.9rem;font-weight:700;margin-block:1rem .35rem}
.hatch label:first-of-type{margin-block-start:0}
.hatch input,.hatch textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:color-mix(in oklab,var(--bg) 60%,var(--tile));border:1px solid var(--line);border-radius:.7rem;padding:.65rem .85rem}
.hatch button{margin-block-start:1.4rem}
.form-status{padding:.75rem 1rem;border:1px solid var(--accent);border-radius:.7rem;margin-block-end:1rem}
.form-error{border-color:currentColor}
.lost{flex:1}
main.sunlit{flex:none;padding-block-start:clamp(2rem,6vw,4rem)}
.shore{margin-block-start:1.4rem;font-weight:600}
.abyss::after{content:"";position:absolute;inset-inline-end:3%;inset-block-start:calc(50% - 6rem);inline-size:12rem;block-size:12rem;border-radius:50%;background:radial-gradient(closest-side,var(--accent) 0 3px,color-mix(in oklab,var(--accent) 14%,transparent) 4px,transparent)}
.seabed{--sand:color-mix(in oklab,var(--surface) 38%,var(--bg));color:var(--muted);font-size:.875rem}
.dunes{display:block;inline-size:100%;block-size:clamp(2.5rem,7vw,5rem);fill:var(--sand)}
.dune-far{fill:color-mix(in oklab,var(--surface) 20%,var(--bg))}
.seabed-in{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.4rem 2rem;padding:0 var(--pad) 2.2rem;margin-block-start:-1px;background:var(--sand)}
.seabed a{color:inherit}
@media (max-width:47.99rem){
.buoys ul{flex-wrap:nowrap;justify-content:flex-start;overflow-x:auto;scrollbar-width:none;margin-inline:calc(var(--pad)*-1);padding-inline:var(--pad)}
.buoys li{flex:none}
.intro{grid-template-columns:1fr;padding-block-start:1.5rem}
.porthole{order:-1;inline-size:10.5rem;justify-self:end}
.intro:has(.coords) .porthole{margin-block-end:-3.4rem}
.coords{max-inline-size:calc(100% - 11.5rem)}
.shoal li{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.2rem 1rem;align-items:center;padding:1rem 1.1rem}
.shoal .bub{grid-row:span 2;inline-size:2.8rem;block-size:2.8rem}
.shoal h3{margin:0;align-self:end}
.shoal .desc{align-self:start}
.btn-lg{padding:.72rem 1.25rem}
}
@media (min-width:48rem){
.reef{grid-auto-flow:row;grid-template-columns:repeat(auto-fill,minmax(17rem,1fr));gap:1.5rem;overflow:visible;margin:0;padding:0}
.soundings{grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:2rem 0;padding:0;border:0}
.soundings li{padding:2.1rem 2rem 0 0;border-block-start:var(--dash)}
.soundings li::before{inset-inline-start:0;inset-block-start:-.62rem}
.split{grid-template-columns:minmax(0,1fr) minmax(0,1.4fr)}
}
@media (min-width:64rem){
.sunlit-in,.band-in,.seabed-in{padding-inline:11rem 4rem;max-inline-size:84rem;margin-inline:0}
.scale{display:block;position:absolute;z-index:1;inset-block:0;inset-inline-start:2rem;inline-size:1rem;border-inline-start:1px solid var(--line);background:repeating-linear-gradient(var(--line) 0 1px,transparent 0 1rem) 0 0/.45rem 100% no-repeat,repeating-linear-gradient(color-mix(in oklab,var(--text) 34%,transparent) 0 2px,transparent 0 6rem) 0 0/1rem 100% no-repeat}
[dir=rtl] .scale{background-position:100% 0}
.gauge,.sea-level{position:absolute;inset-inline-start:2rem}
.gauge{inset-block-start:calc(calc(1.5rem*var(--density,1))*2.6 + .75rem)}
.sea-level{display:flex;z-index:1;inset-block-end:calc(clamp(2.6rem,6vw,4.2rem)*.5)}
.gauge::before,.sea-level::before{inline-size:2.4rem}
.sea-level::before{border-color:currentColor}
}
@media (prefers-reduced-motion:no-preference){
.near{animation:swell 18s linear infinite}
.far{animation:swell 29s linear infinite reverse}
@keyframes swell{to{transform:translateX(calc(-50% * var(--flow)))}}
.bubbles{display:block;position:absolute;z-index:1;inset:0 0 auto;block-size:130vh;overflow:hidden}
.bubbles i{position:absolute;inset-block-end:-1rem;inset-inline-start:var(--x);inline-size:var(--s,.55rem);block-size:var(--s,.55rem);border-radius:50%;border:1px solid color-mix(in oklab,var(--text) 55%,transparent);background:radial-gradient(circle at 32% 30%,color-mix(in oklab,var(--text) 70%,transparent) 0 18%,transparent 45%);animation:rise var(--t,14s) var(--d) linear infinite}
.bubbles i:nth-child(1){--x:4%;--d:-3s}
.bubbles i:nth-child(2){--x:7%;--s:.9rem;--t:17s;--d:-9s}
.bubbles i:nth-child(3){--x:91%;--t:12s;--d:-6s}
.bubbles i:nth-child(4){--x:95%;--s:.8rem;--t:19s;--d:-13s}
.bubbles i:nth-child(5){--x:62%;--s:.4rem;--t:15s;--d:-1s}
.bubbles i:nth-child(6){--x:85%;--s:.35rem;--d:-10s}
.bubbles i:nth-child(7){--x:40%;--s:.45rem;--t:21s;--d:-16s}
@keyframes rise{50%{transform:translate(.7rem,-62vh)}to{transform:translate(-.3rem,-128vh);opacity:.2}}
.btn,.tile{transition:transform .25s,border-color .25s}
.btn:hover{transform:translateY(-2px)}
.reef .tile:hover,.shoal .tile:hover{transform:translateY(-4px);border-color:color-mix(in oklab,var(--accent) 55%,transparent)}
}
:lang(ar) *{font-style:normal}
`;

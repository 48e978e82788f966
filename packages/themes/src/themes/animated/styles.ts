// Animated's stylesheet: type as the image. A giant name (its size follows the longest word: .w-m, .w-l), section
// numerals from a CSS counter drawn in outline, an ink band for the skills, sticky project cards that pile up in
// three alternating colourings (surface, accent, ink) through per-card variables. Every keyframe and transition is in
// the one no-preference block at the end; under reduce the marquee's copies go and its first copy wraps.
export const animatedCss = `:root{--radius:1.5rem;--sec:calc(1.5rem*var(--density,1)*3)}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.6;-webkit-font-smoothing:antialiased}
a{color:inherit}
h1,h2,h3{margin:0}
p{margin:.5rem 0 0}
.kin{overflow-x:clip}
.wrap{max-inline-size:82rem;margin-inline:auto;padding-inline:clamp(1.25rem,5vw,4rem)}
.arr{inline-size:1em;block-size:1em;flex:none}
[dir=rtl] .arr{scale:-1 1}
.stage{padding-block:0 calc(3rem*var(--density,1)*.5)}
.bar{display:flex;justify-content:space-between;align-items:center;gap:1rem;padding-block:1.1rem;border-block-end:1px solid var(--border);font-size:.875rem;font-weight:600;text-transform:uppercase;letter-spacing:.08em}
.role{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:.25rem .6rem}
.role::before{content:"";inline-size:.55rem;block-size:.55rem;border-radius:50%;background:var(--accent)}
.role span+span::before{content:"/";margin-inline-end:.6rem;color:var(--muted)}
.to{display:inline-flex;align-items:center;gap:.4rem;text-decoration:none;white-space:nowrap}
.to .arr{rotate:90deg}
.name{display:inline-block;max-inline-size:100%;margin-block-start:clamp(2rem,7vw,5rem);font-size:clamp(3.1rem,17vw,12.5rem);font-weight:700;line-height:.84;letter-spacing:-.055em;text-transform:uppercase}
.name.w-m{font-size:clamp(2.5rem,11.5vw,9.5rem)}.name.w-l{font-size:clamp(2rem,7.6vw,7rem)}
.nm{display:block}
.stroke{display:block;inline-size:100%;block-size:clamp(.9rem,2.2vw,1.9rem);margin-block-start:.2em;overflow:visible}
.stroke path{fill:none;stroke:var(--accent);stroke-width:clamp(5px,.9vw,11px);stroke-linecap:round;vector-effect:non-scaling-stroke;stroke-dasharray:1;stroke-dashoffset:0}
.sub{display:flex;align-items:center;justify-content:space-between;gap:2rem;margin-block-start:clamp(1.5rem,4vw,3rem)}
.bio{margin:0;flex:1 1 auto;font-size:clamp(1.3rem,2.8vw,2.25rem);line-height:1.2;font-weight:500;letter-spacing:-.025em;max-inline-size:26ch}
.badge{position:relative;flex:none;inline-size:clamp(7.5rem,17vw,13.5rem);aspect-ratio:1;margin-inline-start:auto}
.ring{position:absolute;inset:0;overflow:visible;direction:ltr;fill:var(--text);font-weight:600;text-transform:uppercase}
.badge .avatar,.ini{position:absolute;inset:21%;inline-size:58%;block-size:58%;border-radius:50%;object-fit:cover}
.ini{display:grid;place-items:center;background:var(--accent);color:var(--accentText);font-weight:700;font-size:clamp(1.4rem,3vw,2.4rem)}
.bio,.ring,.ini,.sh::before,.about p,.mq-t li,.c-n,.vis-type,.when,.q blockquote p,.lead,.facts dd,.go-huge,.mail a{font-family:var(--font-heading)}
main{counter-reset:sec}
.sec{counter-increment:sec;padding-block:var(--sec) 0}
.sec-end{padding-block-end:var(--sec)}
.sh{display:flex;flex-wrap:wrap;align-items:flex-end;gap:.5rem 1.5rem;border-block-start:2px solid var(--text);padding-block-start:1.25rem;margin-block-end:clamp(1.75rem,4vw,3rem)}
.sh::before{content:counter(sec,decimal-leading-zero);content:counter(sec,decimal-leading-zero)/"";font-weight:700;font-size:clamp(4.25rem,12vw,10rem);line-height:.78;letter-spacing:-.06em;color:transparent;-webkit-text-stroke:clamp(1.5px,.2vw,2.5px) var(--text)}
h2{font-size:clamp(1.9rem,5.2vw,4.25rem);font-weight:700;line-height:.9;letter-spacing:-.045em;text-transform:uppercase}
h3{font-size:clamp(1.3rem,2.4vw,1.9rem);line-height:1.1;font-weight:700;letter-spacing:-.03em}
.about p{margin:0;font-size:clamp(1.45rem,3.4vw,2.75rem);line-height:1.18;font-weight:500;letter-spacing:-.03em;max-inline-size:30ch}
.about.long p{font-size:clamp(1.2rem,2.2vw,1.65rem);max-inline-size:44ch}
.sec-band{overflow:clip;padding-block-end:calc(var(--sec)*.35)}
.band{margin-inline:-3vw;background:var(--text);color:var(--bg);rotate:-2deg;padding-block:clamp(.8rem,2vw,1.4rem)}
.mq{display:flex;inline-size:max-content;--mq:9s}.mq.p2{--mq:18s}.mq.p3{--mq:32s}.mq.p4{--mq:55s}
.mq-t{display:flex;flex:none;list-style:none;margin:0;padding:0}
.mq-t li{display:flex;align-items:center;gap:.55em;padding-inline-end:.55em;white-space:nowrap;font-weight:700;font-size:clamp(1.8rem,4.6vw,3.4rem);line-height:1.1;text-transform:uppercase;letter-spacing:-.03em}
.mq-t li::after{content:"";inline-size:.55em;block-size:.55em;background:color-mix(in oklab,var(--accent) 55%,var(--bg));clip-path:polygon(50% 0,62% 38%,100% 50%,62% 62%,50% 100%,38% 62%,0 50%,38% 38%)}
.stack{list-style:none;margin:0;padding:0;display:grid;gap:clamp(1.25rem,4vw,2.5rem)}
.pcard{--cb:var(--surface);--cf:var(--text);--cm:var(--muted);--ca:var(--accent);--cat:var(--accentText);display:grid;gap:1.5rem 2.5rem;padding:calc(clamp(1.25rem,3.2vw,2.75rem)*var(--density,1));border-radius:var(--radius);background:var(--cb);color:var(--cf);border:1px solid color-mix(in oklab,var(--cf) 14%,transparent);box-shadow:0 -1.25rem 2.5rem -1.75rem color-mix(in oklab,var(--text) 45%,transparent)}
.pcard:nth-child(3n+2){--cb:var(--accent);--cf:var(--accentText);--cm:var(--accentText);--ca:var(--accentText);--cat:var(--accent)}
.pcard:nth-child(3n){--cb:var(--text);--cf:var(--bg);--cm:var(--bg);--ca:var(--bg);--cat:var(--text)}
.c-txt{display:flex;flex-direction:column;min-inline-size:0}
.c-n{margin:0 0 1rem;font-weight:600;font-size:.9375rem;font-variant-numeric:tabular-nums;letter-spacing:.06em;color:var(--cm)}
.c-n span{color:var(--cf)}
.pcard h3{font-size:clamp(1.9rem,4.4vw,3.6rem);line-height:.95;letter-spacing:-.045em}
.pcard p{color:var(--cm)}
.c-txt>p:not(.c-n,.acts){font-size:1.125rem;max-inline-size:36ch}
.tech{list-style:none;margin:1.25rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.tech li{border:1px solid color-mix(in oklab,var(--cf) 45%,transparent);border-radius:999px;padding:.2rem .75rem;font-size:.8125rem;font-weight:600}
.acts{display:flex;flex-wrap:wrap;align-items:center;gap:.6rem 1.5rem;margin-block-start:auto;padding-block-start:1.5rem}
.go{display:inline-flex;align-items:center;gap:.45rem;font-weight:700;text-decoration:none;color:inherit}
.go span{background:linear-gradient(currentColor,currentColor) 0 100%/100% 2px no-repeat;padding-block-end:.1em}
[dir=rtl] .go span{background-position:100% 100%}
.go-fill{background:var(--ca);color:var(--cat);padding:.65rem 1.15rem;border-radius:999px}
.go-fill span{background-size:0 2px}
.vis{border-radius:calc(var(--radius) - .5rem);overflow:hidden;aspect-ratio:16/10;background:color-mix(in oklab,var(--cf) 10%,var(--cb));min-inline-size:0}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover;--radius:0}
.vis-type{display:flex;flex-direction:column;justify-content:center;gap:.1em;background:var(--ca);color:var(--cat);font-weight:700;font-size:clamp(2.25rem,5.5vw,4.75rem);line-height:.95;letter-spacing:-.05em;text-transform:uppercase}
.vis-type span{white-space:nowrap;padding-inline:.3em}
.vis-type span:nth-child(even){color:transparent;-webkit-text-stroke:max(.035em,1.5px) var(--cat);margin-inline-start:-1.2em}
.vis-type span:nth-child(3){margin-inline-start:-.5em}.vis-type span:nth-child(5){margin-inline-start:-.9em}
.rows{list-style:none;margin:0;padding:0}
.rows li{display:grid;gap:.25rem 2rem;padding-block:1.4rem;border-block-end:1px solid var(--border)}
.rows li:first-child{padding-block-start:0}
.when{margin:0;font-weight:600;font-variant-numeric:tabular-nums;color:var(--muted)}
.at{margin:.3rem 0 0;font-weight:600}
.desc{color:var(--muted);margin:0}
.svc{list-style:none;margin:0;padding:0;display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr))}
.svc li{border-block-start:1px solid var(--border);padding-block-start:1.25rem}
.svc p{color:var(--muted)}
.icon{inline-size:2.25rem;block-size:2.25rem;color:var(--accent);margin-block-end:1rem}
.q{margin:0 0 clamp(2rem,5vw,3.5rem)}
.q:last-child{margin:0}
.q blockquote{margin:0}
.q blockquote p{margin:0;font-size:clamp(1.5rem,3.6vw,3rem);line-height:1.12;font-weight:500;letter-spacing:-.035em;max-inline-size:28ch}
.q blockquote p::before{content:"\\201C";color:var(--accent)}.q blockquote p::after{content:"\\201D";color:var(--accent)}
.stars{margin:1rem 0 0;color:var(--accent);letter-spacing:.15em}
.q figcaption{margin-block-start:.35rem}
.q figcaption span{color:var(--muted)}
.lead{margin:0;font-size:clamp(1.35rem,3vw,2.4rem);line-height:1.15;font-weight:500;letter-spacing:-.03em;max-inline-size:28ch}
.facts{display:flex;flex-wrap:wrap;gap:1.25rem 4rem;margin:2rem 0 0}
.facts dt{font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.1em;color:var(--muted)}
.facts dd{margin:0;font-size:clamp(1.25rem,2.4vw,1.75rem);font-weight:700;font-variant-numeric:tabular-nums}
.go-huge{margin-block-start:1.5rem;font-size:clamp(1.9rem,6vw,5rem);line-height:1;letter-spacing:-.045em;color:var(--accent)}
.go-huge span{background-size:100% .06em}
.form{max-inline-size:44rem;margin-block-start:2rem;display:grid}
.form label{font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.1em;margin-block-start:1.5rem}
.form input,.form textarea{font:inherit;font-size:1.25rem;color:var(--text);background:transparent;border:0;border-block-end:2px solid var(--text);border-radius:0;padding:.5rem 0}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent);outline-offset:4px}
.btn{justify-self:start;margin-block-start:2rem;font:inherit;font-weight:700;font-size:1.125rem;padding:.9rem 1.75rem;border:0;border-radius:999px;background:var(--accent);color:var(--accentText);cursor:pointer}
.form-status{padding:.85rem 1.1rem;border:2px solid var(--accent);border-radius:.75rem;font-weight:600}
.form-error{border-color:var(--text)}
.mail{margin:0}
.mail a{display:inline-block;font-weight:700;font-size:clamp(1.6rem,7.6vw,6.75rem);line-height:1;letter-spacing:-.05em;text-decoration:none;background:linear-gradient(var(--accent),var(--accent)) 0 100%/100% .07em no-repeat;padding-block-end:.08em}
.links{list-style:none;margin:clamp(1.5rem,4vw,2.5rem) 0 0;padding:0;display:flex;flex-wrap:wrap;gap:1rem 2.25rem;font-size:clamp(1.1rem,1.8vw,1.4rem)}
.where{color:var(--muted);margin-block-start:2rem}
.foot{border-block-start:1px solid var(--border);color:var(--muted);font-size:.875rem}
.foot .wrap{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;padding-block:1.75rem 2.5rem}
.foot p{margin:0}
@media (min-width:48rem){.rows li{grid-template-columns:11rem minmax(0,1fr) minmax(0,1fr);align-items:baseline}.pcard{grid-template-columns:minmax(0,1.05fr) minmax(0,1fr);min-block-size:min(30rem,80vh);align-items:stretch}.vis{aspect-ratio:auto;min-block-size:16rem}}
@media (max-width:47.99rem){.vis{order:-1;aspect-ratio:16/8}.pcard{gap:1.25rem}}
@media (min-height:34rem){.pcard{position:sticky;inset-block-start:1rem}.pcard:nth-child(2){inset-block-start:2.25rem}.pcard:nth-child(3){inset-block-start:3.5rem}.pcard:nth-child(4){inset-block-start:4.75rem}.pcard:nth-child(5){inset-block-start:6rem}.pcard:nth-child(n+6){inset-block-start:7.25rem}}
@media (prefers-reduced-motion:reduce){.mq-t[aria-hidden]{display:none}.mq{inline-size:auto}.mq-t{flex:1 1 100%;flex-wrap:wrap;row-gap:.2em}.band{padding-inline:calc(3vw + clamp(1.25rem,5vw,4rem))}}
@media (prefers-reduced-motion:no-preference){@keyframes draw{from{stroke-dashoffset:1}}@keyframes spin{to{rotate:1turn}}@keyframes mq{to{transform:translateX(-100%)}}@keyframes mqr{to{transform:translateX(100%)}}@keyframes pulse{50%{scale:1.7;opacity:.35}}@keyframes rise{from{transform:translateY(.14em)}}@keyframes slide{from{scale:.78}}.stroke path{animation:draw 1.5s .25s cubic-bezier(.65,0,.25,1) both}.nm{animation:rise .9s cubic-bezier(.2,.7,.2,1) both}.ring{animation:spin 24s linear infinite}.role::before{animation:pulse 2.4s ease-in-out infinite}.mq-t{animation:mq var(--mq,40s) linear infinite}[dir=rtl] .mq-t{animation-name:mqr}.band:hover .mq-t{animation-play-state:paused}.sh::before{transform-origin:50% 100%;animation:slide linear both;animation-timeline:view();animation-range:entry 0% cover 35%}.go span,.go .arr,.vis-type span,.rows h3,.pcard,.to .arr{transition:background-size .35s,transform .35s cubic-bezier(.2,.7,.2,1),color .2s}.go:hover span,.go:focus-visible span{background-size:0 2px}.go-fill:hover span,.go-fill:focus-visible span{background-size:100% 2px}.go-huge:hover span{background-size:0 .06em}.go:hover .arr{transform:translateX(.3em)}[dir=rtl] .go:hover .arr{transform:translateX(-.3em)}.to:hover .arr{transform:translateX(.2em)}.pcard:hover .vis-type span:nth-child(odd){transform:translateX(-.4em)}.pcard:hover .vis-type span:nth-child(even){transform:translateX(.5em)}.rows li:hover h3{transform:translateX(.35rem);color:var(--accent)}[dir=rtl] .rows li:hover h3{transform:translateX(-.35rem)}.mail a{transition:background-size .4s cubic-bezier(.2,.7,.2,1)}.mail a:hover{background-size:0 .07em}}
`;

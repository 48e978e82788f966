import { symbolMask } from "../../shared/symbols";

// Neon Futuristic's stylesheet: a HUD on near-black. The page grid and the scanlines are the body's background
// (under the panels, so they never dim text); panels are clipped polygons drawn in two layers (a 1px edge, then
// the face) with corner brackets masked out of a border (the clip cuts two of the four, so they mirror with the
// page). Magenta is the accent turned round the colour wheel, used only for decoration; text uses the palette.
// The scanline sweep and the hover flicker exist only when the visitor accepts motion.
export const neonFuturisticCss = `:root{--mono:var(--font-body);--mag:oklch(from var(--accent) .7 .25 calc(h + 120));--line:color-mix(in oklab,var(--accent) 34%,var(--border));--a8:color-mix(in oklab,var(--accent) 8%,transparent);--g:clamp(.9rem,1.6vw,1.25rem);--cut:1.1rem;--clip:polygon(0 0,calc(100% - var(--cut)) 0,100% var(--cut),100% 100%,var(--cut) 100%,0 calc(100% - var(--cut)))}
@supports not (color:oklch(from red l c h)){:root{--mag:var(--border)}}
[dir=rtl]{--clip:polygon(var(--cut) 0,100% 0,100% calc(100% - var(--cut)),calc(100% - var(--cut)) 100%,0 100%,0 var(--cut))}
body{min-block-size:100vh;font-family:var(--font-body);font-size:.9375rem;line-height:1.65;background:radial-gradient(90rem 34rem at 50% -8rem,color-mix(in oklab,var(--mag) 14%,transparent),transparent 70%),repeating-linear-gradient(transparent 0 2px,color-mix(in oklab,var(--accent) 4%,transparent) 2px 3px),linear-gradient(var(--a8) 1px,transparent 1px) 0 0/2.5rem 2.5rem,linear-gradient(90deg,var(--a8) 1px,transparent 1px) 0 0/2.5rem 2.5rem,var(--bg);-webkit-font-smoothing:antialiased}
a{color:var(--accent)}
.strip,.sig,.st,.count a,.pn,.matrix li,.chips li,.btn,.log .t,.org,.tx figcaption,.read dt,.lnk,.form label,.foot{font-family:var(--mono)}
.strip,.count a,.chips li,.btn,.org,.read dt,.form label{text-transform:uppercase;letter-spacing:.14em;font-size:.7rem}
.strip{position:sticky;inset-block-start:0;z-index:20;display:flex;align-items:center;gap:1rem;padding-inline:clamp(1rem,3vw,2rem);background:var(--bg);border-block-end:1px solid var(--line)}
.tag{flex:none;min-inline-size:2.4rem;padding:.2rem .6rem;text-align:center;background:var(--accent);color:var(--accentText);font-weight:700;clip-path:polygon(.4rem 0,100% 0,calc(100% - .4rem) 100%,0 100%)}
.strip ul{display:flex;list-style:none;margin:0;padding:0;overflow-x:auto;scrollbar-width:none}
.strip a{display:flex;gap:.45rem;padding:1rem .8rem;color:var(--muted);text-decoration:none;white-space:nowrap;border-block-end:2px solid transparent}
.strip a span,.matrix span,.log .t{color:var(--accent)}
.strip a:hover,.strip a:focus-visible{color:var(--text);border-block-end-color:var(--mag);outline-offset:-3px}
.hud{max-inline-size:80rem;margin-inline:auto;padding-inline:clamp(1rem,3vw,2rem)}
.hero{position:relative;overflow:clip;display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:var(--g);align-items:center;padding-block:calc(3.5rem*var(--density,1)) 2.5rem}
.readout{grid-column:span 8}
.id-panel{grid-column:span 4}
.sig{display:flex;align-items:center;gap:1rem;margin:0;font-size:.75rem;letter-spacing:.18em;color:var(--muted)}
.sig i{inline-size:.55rem;block-size:.55rem;background:var(--accent);border-radius:50%;box-shadow:0 0 0 3px color-mix(in oklab,var(--accent) 25%,transparent),0 0 12px var(--accent)}
.sig span:first-of-type{color:var(--text)}
h1{font-family:var(--font-heading);font-size:clamp(2.5rem,7.6vw,6.25rem);line-height:.95;letter-spacing:-.035em;text-transform:uppercase;font-weight:700;margin:1rem 0 1.5rem;text-shadow:-.028em 0 color-mix(in oklab,var(--mag) 60%,transparent),.028em 0 color-mix(in oklab,var(--accent) 50%,transparent)}
.st{display:flex;align-items:center;gap:.8rem;margin:.4rem 0 0;font-size:.95rem}
.st::before{content:"";flex:none;inline-size:1.6rem;block-size:2px;background:var(--accent);box-shadow:0 0 8px var(--accent)}
.st-loc{color:var(--muted)}
.st-loc::before{background:var(--mag);box-shadow:0 0 8px var(--mag)}
.bio{max-inline-size:50ch;margin:1.25rem 0 0;font-size:1.05rem;color:var(--muted)}
.count{display:grid;grid-auto-columns:minmax(0,1fr);grid-auto-flow:column;list-style:none;margin:2rem 0 0;padding:0;border:1px solid var(--line);max-inline-size:36rem;background:var(--bg)}
.count li+li{border-inline-start:1px solid var(--line)}
.count a{display:block;padding:.75rem 1rem;color:var(--muted);text-decoration:none}
.count strong{display:block;font-size:2rem;line-height:1.1;color:var(--accent);font-weight:600;letter-spacing:0}
.count a:hover{color:var(--text)}
.reticle{position:relative;max-inline-size:20rem;margin-inline:auto;aspect-ratio:1;padding:1.6rem}
.reticle::before{content:"";position:absolute;inset:.6rem;border:1px dashed var(--line);border-radius:50%}
.reticle::after,.panel::after,.mod::after{content:"";position:absolute;inset:0;pointer-events:none;--s:1.1rem;border:2px solid var(--accent);border-block-end-color:var(--mag);mask:conic-gradient(at var(--s) var(--s),#0000 75%,#000 0) 0 0/calc(100% - var(--s)) calc(100% - var(--s))}
.reticle::after{--s:1.4rem}
.lens{position:relative;block-size:100%;border-radius:50%;overflow:hidden;box-shadow:0 0 0 1px var(--accent),0 0 2rem -.5rem var(--accent)}
.lens::after,.scope::after{content:"";position:absolute;inset:0;pointer-events:none;background:repeating-linear-gradient(transparent 0 2px,color-mix(in oklab,var(--bg) 30%,transparent) 2px 3px)}
.lens::after{background:repeating-linear-gradient(transparent 0 2px,color-mix(in oklab,var(--bg) 30%,transparent) 2px 3px),linear-gradient(160deg,color-mix(in oklab,var(--accent) 55%,transparent),color-mix(in oklab,var(--mag) 55%,transparent));mix-blend-mode:multiply;transition:opacity .3s}
.lens:hover::after{opacity:.4}
.reticle .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover;filter:grayscale(1) contrast(1.15)}
.reticle.mono span{display:grid;place-items:center;block-size:100%;border-radius:50%;border:1px solid var(--accent);background:radial-gradient(circle,color-mix(in oklab,var(--accent) 16%,var(--bg)),var(--bg) 70%);font-family:var(--font-heading);font-size:clamp(2.5rem,8vw,5rem);font-weight:700;color:var(--accent)}
main{display:grid;grid-template-columns:repeat(12,minmax(0,1fr));gap:var(--g)}
main>*{grid-column:1/-1}
@media (min-width:48rem){.s4,.s5,.s6,.s7,.s8{grid-column:span 6}}
@media (min-width:64rem){.s4{grid-column:span 4}.s5{grid-column:span 5}.s7{grid-column:span 7}.s8{grid-column:span 8}}
.panel,.mod{position:relative;isolation:isolate;clip-path:var(--clip);background:var(--line)}
.panel::before,.mod::before{content:"";position:absolute;inset:1px;z-index:-1;clip-path:var(--clip);background:var(--surface)}
.panel{padding:1.4rem clamp(1.1rem,2.4vw,1.75rem) 1.75rem}
.bay{padding-block:.5rem}
.ph{display:flex;align-items:center;gap:.75rem;margin-block-end:1.25rem}
.ph::after{content:"";flex:1;block-size:1px;background:var(--line)}
.pn{font-size:.68rem;font-weight:700;padding:.15rem .45rem;background:var(--accent);color:var(--accentText)}
h2{margin:0;font-size:.85rem;font-weight:600;text-transform:uppercase;letter-spacing:.2em}
h3{margin:0;font-size:1.05rem;font-weight:600;line-height:1.35}
p{margin:.4rem 0 0}
.prose p{margin:0;font-size:1.05rem;max-inline-size:62ch}
.muted,.mod>p:not([class]),.svc p{color:var(--muted)}
.matrix{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,9rem),1fr));list-style:none;margin:0;padding:0;border:solid var(--line);border-width:1px 0 0 1px}
.matrix li{display:flex;flex-direction:column;padding:.65rem .8rem;border:solid var(--line);border-width:0 1px 1px 0;font-size:.85rem;transition:background-color .2s}
[dir=rtl] .matrix{border-width:1px 1px 0 0}[dir=rtl] .matrix li{border-width:0 0 1px 1px}
.matrix span{font-size:.65rem}
.matrix li:hover{background:color-mix(in oklab,var(--accent) 10%,var(--surface))}
.mods{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr));gap:var(--g)}
.mod{display:flex;flex-direction:column;padding:0 1.25rem 1.4rem}
.mod-n,.scope{order:-1;margin:0 -1.25rem 1rem;border-block-end:1px solid var(--line)}
.mod-n{block-size:4.25rem;padding:1.6rem 1.25rem 0;font-family:var(--mono);font-size:1.6rem;font-weight:600;color:var(--accent);background:repeating-linear-gradient(135deg,var(--a8) 0 1px,transparent 1px 9px)}
.mod-img .mod-n{display:none}
.scope{position:relative}
.project-img{display:block;inline-size:100%;aspect-ratio:16/9;object-fit:cover;background:var(--bg)}
.mod .acts{margin-block-start:auto;padding-block-start:1.25rem}
.chips{display:flex;flex-wrap:wrap;gap:.4rem;list-style:none;margin:.9rem 0 0;padding:0}
.chips li{padding:.2rem .55rem;border:1px solid var(--line);color:var(--muted);letter-spacing:.08em}
.acts{display:flex;flex-wrap:wrap;gap:.6rem;margin:1.25rem 0 0}
.btn{display:inline-block;padding:.7rem 1.15rem;border:0;background:var(--accent);color:var(--accentText);font-size:.75rem;font-weight:700;text-decoration:none;cursor:pointer;clip-path:polygon(0 0,calc(100% - .6rem) 0,100% .6rem,100% 100%,.6rem 100%,0 calc(100% - .6rem));transition:background-color .15s,color .15s}
.btn:hover{background:var(--text);color:var(--bg)}
.btn-ghost{background:color-mix(in oklab,var(--accent) 12%,var(--surface));color:var(--text);box-shadow:inset 0 0 0 1px var(--accent)}
.btn-ghost:hover{background:var(--accent);color:var(--accentText)}
.log{list-style:none;margin:0;padding:0}
.log li{display:grid;grid-template-columns:minmax(0,9.5rem) minmax(0,1fr);gap:.25rem 1.25rem;padding-block:.9rem;border-block-start:1px dashed var(--line)}
.log li:first-child{border:0;padding-block-start:0}
.log .t{margin:0;padding-block-start:.15rem;font-size:.78rem}
.org{margin:.1rem 0 0;color:var(--muted)}
.s4 .log li,.s5 .log li{grid-template-columns:minmax(0,1fr)}
.svc{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,14rem),1fr));gap:1.5rem 0;list-style:none;margin:0;padding:0}
.svc li{padding-inline:1.5rem;border-inline-start:1px solid var(--line)}
.ico{display:grid;place-items:center;inline-size:3rem;block-size:3rem;margin-block-end:.9rem;color:var(--accent);background:color-mix(in oklab,var(--accent) 14%,transparent);clip-path:polygon(25% 0,75% 0,100% 50%,75% 100%,25% 100%,0 50%)}
.icon{inline-size:1.3rem;block-size:1.3rem}
.tx{margin:0}
.tx+.tx{margin-block-start:1.5rem;padding-block-start:1.5rem;border-block-start:1px dashed var(--line)}
.tx blockquote{margin:.5rem 0 0;font-family:var(--font-heading);font-size:1.3rem;line-height:1.4}
.tx blockquote p{margin:0}
.tx figcaption{margin-block-start:.75rem;font-size:.8rem}
.tx figcaption span{display:block;color:var(--muted)}
.stars{margin:0;color:var(--accent);letter-spacing:.25em}
.live{display:flex;align-items:center;gap:.75rem;margin:0;font-weight:700}
.live::before{content:"";flex:none;inline-size:.6rem;block-size:.6rem;border-radius:50%;background:var(--accent);box-shadow:0 0 10px var(--accent)}
.read{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,9rem),1fr));gap:1rem;margin:1.25rem 0 0}
.read div{padding-inline-start:.8rem;border-inline-start:2px solid var(--accent)}
.read dt{color:var(--muted)}
.read dd{margin:.15rem 0 0;font-family:var(--font-heading);font-size:1.2rem;font-weight:600}
.bars,.code{block-size:2.25rem;max-inline-size:16rem;margin-block-start:1.5rem;background:repeating-linear-gradient(90deg,var(--line) 0 2px,transparent 2px 5px,var(--line) 5px 6px,transparent 6px 11px,var(--line) 11px 14px,transparent 14px 17px)}
.links{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,13rem),1fr));gap:0 1.5rem}
.links li:has(.btn){grid-column:1/-1;margin-block-end:.5rem}
.links .btn{text-transform:none;letter-spacing:.04em;font-size:.85rem}
.lnk{display:flex;justify-content:space-between;gap:1rem;padding-block:.6rem;border-block-end:1px solid var(--line);color:var(--text);text-decoration:none;font-size:.85rem}
.lnk::after{${symbolMask("arrow-ne")};align-self:center;color:var(--accent)}
.lnk:hover{color:var(--accent)}
.form{max-inline-size:40rem;margin-block-start:1rem}
.form label{display:block;margin-block:1rem .35rem;color:var(--muted)}
.form input,.form textarea{display:block;inline-size:100%;padding:.65rem .8rem;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--line);border-block-end:2px solid var(--accent);border-radius:0;caret-color:var(--mag)}
.form input:focus-visible,.form textarea:focus-visible{outline-offset:0}
.form .btn{margin-block-start:1.25rem}
.form-status{margin:0 0 .75rem;padding:.7rem .9rem;border-inline-start:3px solid var(--accent);background:var(--bg);font-weight:600}
.form-error{border-color:var(--mag)}
.foot{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 2rem;padding-block:3rem;font-size:.75rem;letter-spacing:.08em;color:var(--muted)}
.foot p{margin:0}
.foot a{color:inherit}
.code{flex:1 1 6rem;block-size:.55rem;max-inline-size:none;margin:0}
@media (max-width:48rem){.readout,.id-panel{grid-column:1/-1}.id-panel{order:-1}.reticle{max-inline-size:9rem;margin-inline:0;padding:.9rem}.reticle::before{inset:.35rem}.svc li{display:grid;grid-template-columns:auto minmax(0,1fr);column-gap:1rem;border:0;padding:0}.ico{grid-row:span 2;margin:0}.count strong{font-size:1.6rem}.count a{padding:.6rem .75rem}.log li{grid-template-columns:minmax(0,1fr)}.mod-n{block-size:auto;padding:.6rem 1.25rem;font-size:1.1rem}:root{--cut:.8rem}}
@media (prefers-reduced-motion:no-preference){@keyframes sweep{to{transform:translateY(100%)}}@keyframes flick{0%{opacity:1}20%{opacity:.35}40%{opacity:1}60%{opacity:.6}100%{opacity:1}}@keyframes spin{to{transform:rotate(1turn)}}@keyframes glitch{50%{text-shadow:.06em 0 color-mix(in oklab,var(--mag) 80%,transparent),-.05em 0 color-mix(in oklab,var(--accent) 70%,transparent)}}@keyframes pulse{50%{transform:scale(.6)}}.hero::after{content:"";position:absolute;inset-inline:0;inset-block:-50% 50%;pointer-events:none;background:linear-gradient(transparent 40%,color-mix(in oklab,var(--accent) 5%,transparent) 49.6%,color-mix(in oklab,var(--accent) 40%,transparent) 50%,transparent 50.3%);animation:sweep 7s linear infinite}.panel:hover::after,.mod:hover::after,.panel:hover .pn,.mod:hover .mod-n{animation:flick .45s steps(1)}.reticle::before{animation:spin 40s linear infinite}h1:hover{animation:glitch .6s steps(2)}.sig i{animation:pulse 2s ease-in-out infinite}}
`;

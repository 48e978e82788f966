// Professional Blue's stylesheet. A sticky bar (solid surface, one hairline), a hero band painted in the accent
// (text in accentText, the pair the palette tests at AA; where the browser knows light-dark(), a dark page paints the
// band as a deep accent-tinted surface with the page's text instead), a facts strip overlapping the band's edge,
// and sections as full-width bands alternating bg/surface by position (the hire-me band is blue). Cards take the
// colour the band does not have. Spacing follows the density variables.
export const professionalBlueCss = `:root{--radius:14px;--s1:var(--accent);--s2:color-mix(in oklab,var(--accent),var(--text) 30%);--sink:var(--accentText);--sinv:var(--accent);--paint:linear-gradient(125deg,var(--s1),var(--s2));--pad:calc(1.5rem*var(--density,1)*3);--sink45:color-mix(in oklab,var(--sink) 48%,#0000);--dots:radial-gradient(circle,color-mix(in oklab,var(--sink) 24%,#0000) 1.2px,transparent 1.8px);--lift:0 24px 48px -28px color-mix(in oklab,var(--text) 42%,#0000);--tint:color-mix(in oklab,var(--accent) 12%,#0000)}
@supports (color:light-dark(#000,#fff)){:root{--s1:light-dark(var(--accent),color-mix(in oklab,var(--accent) 32%,var(--surface)));--s2:light-dark(color-mix(in oklab,var(--accent),var(--text) 30%),color-mix(in oklab,var(--accent) 8%,var(--bg)));--sink:light-dark(var(--accentText),var(--text));--sinv:light-dark(var(--accent),var(--bg))}}
html{scroll-padding-block-start:5rem}
body{font-family:var(--font-body);font-size:1rem;line-height:1.65}
h1,h2,h3{margin:0}
p{margin:.5rem 0 0}
a{color:var(--accent)}
.wrap{max-inline-size:72rem;margin-inline:auto;padding-inline:clamp(1.25rem,4vw,2.5rem)}
.bar{position:sticky;inset-block-start:0;z-index:5;background:var(--surface);border-block-end:1px solid var(--border)}
.bar-in{max-inline-size:76rem;margin-inline:auto;padding-inline:clamp(1rem,3vw,2.5rem);display:flex;align-items:center;gap:1rem;block-size:4rem}
.mark{flex:none;text-decoration:none}
.mk{display:grid;place-items:center;inline-size:2.3rem;block-size:2.3rem;border-radius:10px;background:var(--accent);color:var(--accentText);font:800 .85rem var(--font-heading)}
.nav{flex:1;min-inline-size:0;overflow-x:auto;scrollbar-width:none;mask:linear-gradient(90deg,#0000,#000 1.5rem calc(100% - 1.5rem),#0000)}
.nav ul{display:flex;justify-content:safe flex-end;list-style:none;margin:0;padding:0 1.5rem;white-space:nowrap}
.nav a{display:block;padding:.45rem .6rem;border-radius:8px;color:var(--muted);text-decoration:none;font-size:.875rem;font-weight:600}
.nav a:hover{color:var(--text);background:var(--bg)}
.nav-c{display:none}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:.5rem;padding:.8rem 1.4rem;border-radius:10px;border:1.5px solid var(--accent);background:var(--accent);color:var(--accentText);font:inherit;font-weight:700;font-size:.95rem;line-height:1.3;text-decoration:none;cursor:pointer}
.btn:hover{opacity:.88}
.btn-alt{background:transparent;color:var(--accent)}
.btn-s{flex:none;padding:.5rem 1rem;font-size:.875rem}
.btn-inv{background:var(--sink);border-color:var(--sink);color:var(--sinv)}
.btn-ghost{background:transparent;color:var(--sink);border-color:var(--sink45)}
.hero-b{position:relative;overflow:hidden;background:var(--paint);color:var(--sink);padding-block:clamp(3rem,8vw,6rem) clamp(5.5rem,10vw,8.5rem)}
.hero-b::before{content:"";position:absolute;inset-block:0;inset-inline-end:0;inline-size:55%;background:var(--dots) 0 0/22px 22px;mask:linear-gradient(200deg,#000,#0000 65%)}
.lone{padding-block-end:clamp(3rem,8vw,6rem)}
.hero-g{position:relative;z-index:1;display:grid;gap:3rem 4rem;align-items:center}
@media (min-width:48rem){.hero-g{grid-template-columns:minmax(0,1.2fr) minmax(0,.8fr)}}
.kicker{display:inline-block;margin:0;padding:.3rem .85rem;border:1px solid var(--sink45);border-radius:99px;font-size:.78rem;font-weight:700;letter-spacing:.12em;text-transform:uppercase}
h1{font-size:clamp(2.6rem,6.5vw,4.4rem);line-height:1.04;letter-spacing:-.035em;font-weight:800;margin-block-start:1.1rem}
.bio{font-size:clamp(1.1rem,2vw,1.3rem);line-height:1.55;max-inline-size:34rem;margin-block-start:1.25rem}
.ctas{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:2rem}
.loc{display:flex;align-items:center;gap:.6rem;font-size:.9rem;font-weight:600;margin-block-start:1.75rem}
.loc::before{content:"";inline-size:.55rem;block-size:.55rem;border-radius:50%;background:currentColor;box-shadow:0 0 0 4px color-mix(in oklab,var(--sink) 25%,#0000)}
.frame{position:relative;justify-self:center;inline-size:min(100%,21rem);aspect-ratio:4/5}
.frame::before{content:"";position:absolute;inset:0;transform:translate(calc(var(--dir,1)*var(--off,1.25rem)),var(--off,1.25rem));border:2px solid var(--sink45);border-radius:var(--radius)}
[dir=rtl]{--dir:-1}
.frame::after{content:"";position:absolute;inline-size:6.5rem;block-size:6.5rem;inset-block-start:-1.5rem;inset-inline-start:-1.5rem;background:var(--dots) 0 0/12px 12px}
.frame .avatar,.mono{position:relative;z-index:1;display:block;inline-size:100%;block-size:100%;border-radius:var(--radius)}
.frame .avatar{object-fit:cover;clip-path:inset(0 round var(--radius))}
.mono{display:grid;place-items:center;background:color-mix(in oklab,var(--sink) 14%,#0000);font-family:var(--font-heading);font-size:clamp(4rem,12vw,7rem);font-weight:800;letter-spacing:-.03em}
.facts{position:relative;z-index:2;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr));gap:1px;margin:calc(-1*clamp(3rem,6vw,4.5rem)) 0 0;background:var(--border);border:1px solid var(--border);border-radius:var(--radius);overflow:hidden;box-shadow:var(--lift)}
.facts div{display:flex;flex-direction:column-reverse;justify-content:flex-start;gap:.3rem;padding:1.4rem 1.6rem;background:var(--surface)}
.facts .num dd{font-size:clamp(1.6rem,3vw,2.2rem)}
.facts dt{font-size:.78rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:var(--muted)}
.facts dd{margin:0;font-family:var(--font-heading);font-size:clamp(1.2rem,2vw,1.45rem);font-weight:800;line-height:1.2;letter-spacing:-.02em;color:var(--accent)}
.band{padding-block:var(--pad)}
.band:nth-of-type(even){background:var(--surface)}
.band h2{max-inline-size:40rem;margin:0 auto 2.75rem;text-align:center;font-size:clamp(1.65rem,3.4vw,2.35rem);line-height:1.15;letter-spacing:-.025em;font-weight:800}
.band h2::after{content:"";display:block;inline-size:3rem;block-size:4px;margin:1rem auto 0;border-radius:4px;background:var(--accent)}
.prose{max-inline-size:44rem;margin-inline:auto;text-align:center;font-size:1.15rem;color:var(--muted)}
.chips,.duo,.trio,.tech,.reach{list-style:none;margin:0;padding:0}
.chips{display:flex;flex-wrap:wrap;justify-content:center;gap:.6rem}
.chips li{padding:.5rem 1.1rem;border:1px solid var(--border);border-radius:99px;background:var(--surface);font-weight:600;font-size:.95rem}
.tile{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:clamp(1.35rem,3vw,1.85rem);margin:0}
.band:nth-of-type(even) .tile,.band:nth-of-type(even) .chips li{background:var(--bg)}
.duo{display:grid;gap:1.25rem;justify-content:center;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),32rem))}
.trio{display:grid;gap:1.25rem;justify-content:center;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),21.25rem))}
h3{font-size:1.15rem;line-height:1.3;font-weight:700;letter-spacing:-.01em}
.tile p{color:var(--muted)}
.tile .pill{display:inline-block;margin:0 0 .9rem;padding:.2rem .75rem;border-radius:99px;background:var(--tint);color:var(--text);font-size:.8rem;font-weight:700;font-variant-numeric:tabular-nums}
.tile .org{color:var(--accent);font-weight:600;margin-block-start:.15rem}
.work{display:flex;flex-direction:column;padding:0;overflow:hidden}
.shot{border-block-end:1px solid var(--border)}
.shot .project-img{display:block;inline-size:100%;aspect-ratio:16/9;object-fit:cover}
.blank{aspect-ratio:16/9;display:grid;place-items:center;position:relative;background:var(--dots) 0 0/18px 18px,var(--paint);color:var(--sink);font-family:var(--font-heading);font-size:3.25rem;font-weight:800;letter-spacing:-.04em}
.work-t{display:flex;flex-direction:column;flex:1;padding:1.4rem 1.5rem 1.5rem}
.tech{display:flex;flex-wrap:wrap;gap:.4rem;margin-block-start:1rem}
.tech li{padding:.15rem .6rem;border-radius:6px;background:var(--tint);font-size:.78rem;font-weight:700}
.acts{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin-block-start:auto;padding-block-start:1.25rem}
.more{display:inline-flex;align-items:center;gap:.35rem;font-size:.9rem;font-weight:700;text-decoration:none}
.more:hover{text-decoration:underline;text-underline-offset:.2em}
.arr{inline-size:1rem;block-size:1rem;fill:none;stroke:currentColor;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}
[dir=rtl] .arr{transform:scaleX(-1)}
.ic{display:grid;place-items:center;inline-size:3rem;block-size:3rem;margin-block-end:1.25rem;border-radius:12px;background:var(--accent);color:var(--accentText);box-shadow:0 10px 20px -10px var(--accent)}
.icon{inline-size:1.4rem;block-size:1.4rem}
.say{position:relative;display:flex;flex-direction:column}
.say::before{content:"\\201D"/"";position:absolute;inset-block-start:.25rem;inset-inline-end:1.25rem;font:700 5.5rem/1 var(--font-heading);color:color-mix(in oklab,var(--accent) 22%,#0000)}
.stars{margin:0 0 .8rem;color:var(--accent);letter-spacing:.14em;font-size:.9rem}
.say blockquote{flex:1;margin:0;font-size:1.1rem;line-height:1.55}
.say blockquote p{margin:0;color:var(--text)}
.say figcaption{display:flex;align-items:center;gap:.85rem;margin-block-start:1.4rem;font-size:.95rem}
.badge{display:grid;place-items:center;flex:none;inline-size:2.75rem;block-size:2.75rem;border-radius:50%;background:var(--accent);color:var(--accentText);font-weight:700;font-size:.9rem}
.say strong{display:block}
.say figcaption span span{display:block;color:var(--muted);font-size:.875rem}
.band.blue{background:var(--paint);color:var(--sink);text-align:center}
.blue h2::after{background:var(--sink)}
.blue :focus-visible{outline-color:var(--sink)}
.pitch{max-inline-size:40rem;margin:0 auto;font-size:1.25rem}
.terms{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem 3.5rem;margin:2rem 0 0}
.terms dt{font-size:.78rem;font-weight:700;letter-spacing:.1em;text-transform:uppercase}
.terms dd{margin:.2rem 0 0;font-family:var(--font-heading);font-size:1.45rem;font-weight:800}
.offer .btn{margin-block-start:1.5rem}
.form-wrap{max-inline-size:42rem;margin-inline:auto}
.sub{margin:0 0 1.5rem;text-align:center;color:var(--muted);font-size:1.1rem}
.form{display:grid;gap:.3rem}
.form label{font-size:.85rem;font-weight:700;margin-block-start:.6rem}
.form input,.form textarea{inline-size:100%;font:inherit;color:var(--text);background:none;border:1px solid var(--border);border-radius:10px;padding:.7rem .85rem}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent)}
.form .btn{justify-self:start;margin-block-start:1rem}
.form-status{margin:0;padding:.8rem 1rem;border-radius:10px;border:1px solid var(--accent);font-weight:600}
.form-error{border-color:currentColor}
.slim{padding-block:calc(var(--pad)*.5)}
.slim .wrap{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:1rem 2rem}
.slim h2{margin:0;text-align:start;font-size:clamp(1.35rem,2.6vw,1.75rem)}
.slim h2::after{display:none}
.slim p{margin:0}
.end .reach{display:flex;flex-wrap:wrap;justify-content:center;gap:.65rem}
.foot{background:var(--surface);border-block-start:1px solid var(--border);padding-block:1.75rem;color:var(--muted);font-size:.875rem}
.foot .wrap{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem}
.foot p{margin:0}
.foot a{color:inherit}
@media (max-width:63.99rem){.bar-in{block-size:3.5rem;gap:.75rem}.btn-s{display:none}.nav-c{display:block}.nav ul{justify-content:flex-start}html{scroll-padding-block-start:4.25rem}}
@media (max-width:47.99rem){:root{--pad:calc(1.5rem*var(--density,1)*2.2)}.frame{--off:.9rem;order:-1;justify-self:start;inline-size:min(58%,13rem);margin-block-end:.5rem}.frame::after{inset-block-start:-1rem;inset-inline-start:auto;inset-inline-end:-5.5rem}.facts{grid-template-columns:1fr 1fr}.facts div{padding:1.1rem 1.15rem}.band h2{margin-block-end:2rem}.svc .tile{display:grid;grid-template-columns:3rem minmax(0,1fr);column-gap:1rem}.svc .ic{grid-row:span 2;margin:0}.svc h3{align-self:end}}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}.work{transition:transform .2s,box-shadow .2s}.work:hover{transform:translateY(-4px);box-shadow:var(--lift)}.btn{transition:opacity .15s}}
`;

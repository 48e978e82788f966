// Creative Basic's stylesheet: a bento grid (2 columns on a phone, 6 from 52rem) whose tiles take their widths from
// classes the layout packed (d1–d6 wide, m1–m2 on a phone). Two more hues are turned from the accent (relative
// colour syntax, where supported): text sits only on their light tints; solid colour is for shapes and stickers'
// rims. Spacing follows the density variables; hover motion only under no-preference.
export const creativeBasicCss = `:root{--radius:1.75rem;--g:calc(1rem*var(--density,1)*.85);--pad:calc(1rem*var(--density,1)*1.35);--h2:color-mix(in oklab,var(--accent) 55%,var(--text));--h3:color-mix(in oklab,var(--accent) 45%,var(--muted))}
@supports (color:oklch(from red l c h)){:root{--h2:oklch(from var(--accent) l c calc(h + 150));--h3:oklch(from var(--accent) l c calc(h + 250))}}
:root{--t1:color-mix(in oklab,var(--accent) 15%,var(--surface));--t2:color-mix(in oklab,var(--h2) 16%,var(--surface));--t3:color-mix(in oklab,var(--h3) 15%,var(--surface))}
body{font-family:var(--font-body);font-size:1rem;line-height:1.6;-webkit-font-smoothing:antialiased;background:var(--bg)}
a{color:inherit}
h1,h2,h3{margin:0;line-height:1.15}
p{margin:.5rem 0 0}
.page{max-inline-size:78rem;margin-inline:auto;padding:var(--g) clamp(.6rem,2.5vw,2rem) 0}
.bento,.band{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--g)}
.band{grid-template-columns:subgrid;gap:inherit;padding:0}
.m1{grid-column:span 1}.m2,.band,.t-hero{grid-column:span 2}
.mono span,.title,.stk li,.count,.num,.cover span,.big-date,.q::before,.q blockquote,.lead,.facts dd,.big-link,.big a{font-family:var(--font-heading)}
.t{position:relative;display:flex;flex-direction:column;background:var(--surface);border:1px solid color-mix(in oklab,var(--border) 70%,transparent);border-radius:var(--radius);padding:var(--pad);min-inline-size:0}
.lbl{display:flex;align-items:center;gap:.5rem;font-size:.75rem;font-weight:800;text-transform:uppercase;letter-spacing:.12em;margin-block-end:1rem}
.lbl::before{content:"";inline-size:.7rem;block-size:.7rem;border-radius:50%;background:var(--accent);flex:none}
.end{margin-block-start:auto;padding-block-start:1.25rem}
.t-hero{background:var(--accent);color:var(--accentText);border:0;min-block-size:17rem;overflow:hidden;justify-content:flex-end}
.flower{position:absolute;inset-block-start:-1.5rem;inset-inline-end:-1.5rem;inline-size:9rem;fill:color-mix(in oklab,var(--accentText) 20%,transparent)}
.flower circle{fill:color-mix(in oklab,var(--accentText) 30%,transparent)}
h1{position:relative;font-size:clamp(2.6rem,9vw,7rem);font-weight:800;line-height:.95;letter-spacing:-.045em;max-inline-size:12ch}
.bio{position:relative;font-size:clamp(1.05rem,1.8vw,1.3rem);line-height:1.45;max-inline-size:32rem;margin-block-start:1rem;font-weight:500}
.t-photo{padding:0;overflow:hidden;aspect-ratio:1;background:var(--t3);align-items:center;justify-content:center;border:0}
.t-photo.solo{grid-column:span 2;aspect-ratio:2}
.t-photo .avatar{position:absolute;inset:0;inline-size:100%;block-size:100%;object-fit:cover;clip-path:none;border-radius:inherit}
.t-photo .avatar::after{background:var(--t3)}
.mono{background:radial-gradient(circle,var(--surface) 0 4.5rem,transparent 4.55rem),radial-gradient(circle,color-mix(in oklab,var(--accent) 25%,transparent) 1.5px,transparent 2px) 0 0/14px 14px,var(--t1)}
.mono span{font-weight:800;font-size:clamp(2.75rem,9vw,4.5rem);letter-spacing:-.05em;color:var(--accent);rotate:-6deg}
.t-role{background:var(--t2);justify-content:space-between;gap:.75rem}
.title{margin:0;font-weight:700;font-size:clamp(1.05rem,2.2vw,1.5rem);line-height:1.2}
.loc{display:flex;align-items:center;gap:.35rem;margin:0;font-weight:600;font-size:.9375rem}
.pin{inline-size:1.1em;block-size:1.1em;flex:none;color:var(--h2)}
.prose p{font-size:clamp(1.05rem,1.6vw,1.25rem);line-height:1.55;max-inline-size:40rem}
.stk{list-style:none;margin:0;padding:.25rem 0 0;display:flex;flex-wrap:wrap;gap:.55rem .45rem}
.stk li{padding:.45rem .95rem;border-radius:999px;font-weight:700;line-height:1.2;background:var(--t1);border:2px solid color-mix(in oklab,var(--accent) 50%,var(--surface));rotate:-2deg}
.stk li:nth-child(3n+2){background:var(--t2);border-color:color-mix(in oklab,var(--h2) 50%,var(--surface));rotate:1.5deg}
.stk li:nth-child(3n){background:var(--t3);border-color:color-mix(in oklab,var(--h3) 50%,var(--surface));rotate:-.5deg}
.stk-s{margin-block-start:.9rem;gap:.35rem}
.stk-s li{rotate:none!important;font-size:.8125rem;padding:.25rem .65rem;border-width:1px;font-weight:600}
.pj-lbl{background:var(--text);color:var(--bg);border:0;justify-content:space-between;gap:1rem;overflow:hidden}
.pj-lbl h2{font-size:clamp(1.6rem,3.4vw,2.5rem);font-weight:800;letter-spacing:-.03em}
.count{margin:0;font-weight:800;font-size:clamp(3.5rem,9vw,7rem);line-height:.8;letter-spacing:-.06em;color:transparent;-webkit-text-stroke:max(2px,.035em) var(--bg);align-self:flex-end}
.pj h3{font-size:1.2rem;font-weight:700;letter-spacing:-.01em;padding-inline-end:2rem}
.pj p{color:var(--muted)}
.num{position:absolute;inset-block-start:calc(var(--pad) - .1rem);inset-inline-end:var(--pad);margin:0;font-weight:800;font-size:.8rem;color:var(--muted)}
.shot{margin:calc(var(--pad)*-1 + .4rem);margin-block-end:1rem;border-radius:calc(var(--radius) - .4rem);overflow:hidden;aspect-ratio:16/9;background:var(--t2)}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover;--radius:0}
.cover{display:flex;align-items:flex-end;justify-content:flex-end;padding:1rem 1.5rem;background:radial-gradient(circle at 18% 30%,var(--h2) 0 22%,transparent 22.5%),radial-gradient(circle at 55% 110%,var(--h3) 0 30%,transparent 30.5%),var(--accent)}
.cover span{font-weight:800;font-size:clamp(4rem,12vw,9rem);line-height:.8;color:var(--accentText)}
.pj-big .num{inset-block-start:1.1rem;inset-inline-end:1.1rem;padding:.2rem .6rem;border-radius:999px;background:var(--surface);color:var(--accent);font-size:.875rem}
.pj-big h3{font-size:clamp(1.4rem,2.6vw,2rem);letter-spacing:-.025em}
.pj-big p{font-size:1.0625rem}
.acts{display:flex;flex-wrap:wrap;gap:.5rem;margin-block-start:auto;padding-block-start:1.1rem}
.pill{display:inline-flex;align-items:center;gap:.4rem;padding:.5rem 1rem;border-radius:999px;border:2px solid currentColor;font-weight:700;font-size:.9375rem;line-height:1.2;max-inline-size:100%;text-decoration:none;color:var(--text);background:transparent}
.pill.go,.btn{background:var(--accent);border-color:var(--accent);color:var(--accentText)}
.arr{inline-size:.85em;block-size:.85em;flex:none}
[dir=rtl] .arr{scale:-1 1}
.ent,.ach,.svc{list-style:none;margin:0;padding:0}
.ent li+li,.ach li+li{margin-block-start:1rem;padding-block-start:1rem;border-block-start:2px dashed var(--border)}
.when{display:inline-block;margin:0 0 .4rem;padding:.1rem .6rem;border-radius:999px;background:var(--t1);font-size:.8125rem;font-weight:700;font-variant-numeric:tabular-nums}
.ent h3,.ach h3,.svc h3{font-size:1.0625rem;font-weight:700}
.at{margin:.1rem 0 0;color:var(--muted);font-weight:600}
.ent p:not(.when,.at){color:var(--muted)}
.svc{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr));gap:1.25rem 1.5rem}
.svc p{color:var(--muted)}
.ic{display:grid;place-items:center;inline-size:2.75rem;block-size:2.75rem;border-radius:1rem;background:var(--t1);margin-block-end:.75rem;rotate:-4deg}
.svc li:nth-child(3n+2) .ic{background:var(--t2);rotate:3deg}.svc li:nth-child(3n) .ic{background:var(--t3)}
.icon{inline-size:1.35rem;block-size:1.35rem}
.big-date{margin:0;font-weight:800;font-size:clamp(2rem,5vw,3rem);line-height:1;letter-spacing:-.04em;color:var(--accent)}
.ach h3{margin-block-start:.5rem}
.qs{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1.5rem}
.q{margin:0;position:relative}
.q::before{content:"\\201C";display:block;font-weight:800;font-size:4rem;line-height:.6;color:var(--h2);block-size:1.6rem}
.q blockquote{margin:0;font-size:1.2rem;font-weight:600;line-height:1.4}
.q blockquote p{margin:0}
.stars{margin:.6rem 0 0;color:var(--accent);letter-spacing:.1em}
.q figcaption{margin-block-start:.4rem;font-size:.9375rem}
.q figcaption span{display:block;color:var(--muted)}
.t-hire-me{background:var(--t1)}
.lead{font-size:clamp(1.2rem,2.2vw,1.5rem);font-weight:700;line-height:1.3;margin:0}
.facts{display:flex;flex-wrap:wrap;gap:.75rem 2rem;margin:1.25rem 0 0}
.facts div{border-block-start:2px dashed color-mix(in oklab,var(--accent) 35%,transparent);padding-block-start:.6rem;flex:1 1 8rem}
.facts dt{font-size:.75rem;font-weight:800;text-transform:uppercase;letter-spacing:.1em;color:var(--muted)}
.facts dd{margin:0;font-size:clamp(1.25rem,2.4vw,1.75rem);font-weight:800;letter-spacing:-.02em;line-height:1.2}
.t-resume{background:var(--t3)}
.paper{flex:1 1 0;min-block-size:3.5rem;max-block-size:11rem;inline-size:min(100%,8.5rem);margin:.25rem auto 0;border-radius:.6rem;rotate:-5deg;background:linear-gradient(var(--surface) 0 1.4rem,transparent 0) 0 0/100% 100% no-repeat,repeating-linear-gradient(transparent 0 .9rem,color-mix(in oklab,var(--h3) 35%,transparent) .9rem calc(.9rem + 3px)) 1rem 1.6rem/60% 100% no-repeat,var(--surface);box-shadow:.5rem .5rem 0 color-mix(in oklab,var(--h3) 40%,transparent)}
.big-link{display:inline-flex;align-items:center;gap:.6rem;font-size:clamp(1.25rem,2.4vw,1.6rem);font-weight:800;line-height:1.15;letter-spacing:-.02em;text-decoration:none}
.big-link .arr{inline-size:2.5rem;block-size:2.5rem;padding:.6rem;border-radius:50%;background:var(--text);color:var(--bg)}
.form{display:grid;margin-block-start:.5rem}
.form label{font-size:.875rem;font-weight:700;margin-block:.8rem .3rem}
.form input,.form textarea{font:inherit;color:var(--text);background:var(--bg);border:2px solid var(--border);border-radius:1rem;padding:.6rem .9rem;inline-size:100%}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent)}
.btn{justify-self:start;margin-block-start:1.1rem;font:inherit;font-weight:800;padding:.7rem 1.4rem;border-radius:999px;border:0;cursor:pointer}
.form-status{margin:0 0 .5rem;padding:.7rem 1rem;border-radius:1rem;background:var(--t1);font-weight:700}
.form-error{background:var(--t3)}
.t-contact{background:var(--text);color:var(--bg);border:0}
.t-contact .lbl::before{background:var(--bg)}
.big,.soc{list-style:none;margin:0;padding:0}
.big a{font-size:clamp(1.35rem,4vw,2.5rem);font-weight:800;letter-spacing:-.03em;line-height:1.25;text-decoration-thickness:3px;text-underline-offset:.18em;text-decoration-color:color-mix(in oklab,var(--bg) 40%,transparent)}
.soc{display:flex;flex-wrap:wrap;gap:.5rem;margin-block-start:1.25rem}
.soc .pill{color:var(--bg)}
.t-contact .lead,.where{color:var(--bg)}
.where{margin-block-start:auto;padding-block-start:1.25rem;font-weight:600}
@media (max-width:51.99rem){:root{--pad:calc(1rem*var(--density,1)*1.15)}.pj.m1 h3{font-size:1.05rem}.pj.m1 p{font-size:.875rem}.pj.m1 .pill{font-size:.8125rem;padding:.35rem .7rem}.pj.m1 .stk-s li{font-size:.75rem}}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 1.5rem;padding:1.5rem .5rem 2rem;color:var(--muted);font-size:.875rem}
.foot p{margin:0}
@media (min-width:52rem){.bento{grid-template-columns:repeat(6,minmax(0,1fr))}.d1{grid-column:span 1}.d2{grid-column:span 2}.d3{grid-column:span 3}.d4,.t-hero{grid-column:span 4}.d5{grid-column:span 5}.d6,.band{grid-column:span 6}.t-hero.tall,.pj.tall{grid-row:span 2}.t-photo,.t-role{grid-column:span 2}.t-photo.solo{aspect-ratio:auto}.t-hero{min-block-size:26rem}.flower{inline-size:14rem;inset-block-start:-2.5rem;inset-inline-end:-2.5rem}.pj.tall .shot{aspect-ratio:16/8}.facts{flex-direction:column}.facts div{flex:none}.form{grid-template-columns:1fr 1fr;column-gap:.75rem}.form>*{grid-column:1/-1}.form [for=cf-name],.form #cf-name{grid-column:1}.form [for=cf-email],.form #cf-email{grid-column:2}.form .form-status{grid-row:1}.form [for^=cf-]:not([for=cf-message]){grid-row:2}.form #cf-name,.form #cf-email{grid-row:3}.form [for=cf-message]{grid-row:4}.form textarea{grid-row:5}.form .btn{grid-row:6}.pj.d6:not(.pj-big){display:grid;grid-template-columns:minmax(0,1fr) auto;column-gap:2rem;align-items:start}.pj.d6:not(.pj-big) .acts{grid-column:2;grid-row:1/span 3;align-self:center;padding:0 0 0 0;margin:0}}
@media (prefers-reduced-motion:no-preference){.pill,.pj,.stk li,.big-link .arr{transition:transform .2s,rotate .2s,box-shadow .2s}.pill:hover{transform:translateY(-2px);box-shadow:0 3px 0 currentColor}.pj:hover{transform:translateY(-4px)}.stk li:hover{rotate:0deg;transform:scale(1.06)}.big-link:hover .arr{transform:rotate(45deg)}[dir=rtl] .big-link:hover .arr{transform:rotate(-45deg)}}
`;

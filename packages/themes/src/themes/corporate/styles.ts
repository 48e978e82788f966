// Corporate's stylesheet. Two columns from 60rem: a 20rem sidebar painted in the accent (text in accentText, the
// pair the palette tests at AA; decorative lines are accentText mixed with transparency) whose content is sticky,
// and a white main column of CV sections headed by small accent capitals and a hairline. Below 60rem the sidebar's
// identity is a coloured band with the portrait hanging over its edge, and the sidebar's facts are drawn in the
// page's own colours (--ink/--line switch). Spacing follows the density variables.
export const corporateCss = `:root{--radius:4px;--s1:var(--accent);--s2:color-mix(in oklab,var(--accent),var(--text) 24%);--sink:var(--accentText);--paint:linear-gradient(165deg,var(--s1),var(--s2));--sec:calc(1.5rem*var(--density,1)*1.6)}
body{font-family:var(--font-body);font-size:1rem;line-height:1.6;-webkit-font-smoothing:antialiased}
.cv{max-inline-size:88rem;margin-inline:auto;background:var(--surface);min-block-size:100vh}
h1,h2,h3{margin:0}
p{margin:.4rem 0 0}
a{color:var(--accent)}
@supports (color:light-dark(#000,#fff)){:root{--s1:light-dark(var(--accent),color-mix(in oklab,var(--accent) 18%,var(--surface)));--s2:light-dark(color-mix(in oklab,var(--accent),var(--text) 24%),color-mix(in oklab,var(--accent) 6%,var(--bg)));--sink:light-dark(var(--accentText),var(--text))}}
.side{--ink:var(--text);--line:var(--border)}
.ph{inline-size:7.5rem;block-size:7.5rem;padding:.3rem;border-radius:50%;background:color-mix(in oklab,var(--sink) 28%,transparent)}
.ph .avatar{display:block;inline-size:100%;block-size:100%;border-radius:50%;object-fit:cover}
.mono{display:grid;place-items:center;font-family:var(--font-heading);font-size:2.4rem;font-weight:700;letter-spacing:.04em;color:var(--sink);border:2px solid color-mix(in oklab,var(--sink) 55%,transparent);background:none}
h1{font-size:clamp(1.75rem,5vw,2rem);line-height:1.12;letter-spacing:-.015em;font-weight:700}
.role{font-size:.8rem;font-weight:600;text-transform:uppercase;letter-spacing:.14em;margin-block-start:.6rem}
.sb{margin-block-start:1.75rem;color:var(--ink)}
.sb h2{font-size:.72rem;font-weight:700;text-transform:uppercase;letter-spacing:.18em;padding-block-end:.55rem;margin-block-end:.9rem;border-block-end:1px solid var(--line)}
.sb ul{list-style:none;margin:0;padding:0}
.g{inline-size:1rem;block-size:1rem;flex:none}
.reach{display:grid;gap:.45rem;font-size:.9rem}
.reach li{display:flex;gap:.7rem;align-items:flex-start;min-inline-size:0}
.reach .g{margin-block-start:.2rem}
.sb a{color:inherit;text-decoration:none}
.sb a:hover{text-decoration:underline;text-underline-offset:.2em}
.none{font-size:.9rem}
.skills{display:flex;flex-wrap:wrap;gap:.4rem}
.skills li{border:1px solid var(--line);border-radius:var(--radius);padding:.15rem .55rem;font-size:.82rem;font-weight:500}
.edu{display:grid;gap:1rem}
.edu h3{font-size:.95rem;line-height:1.35;font-weight:700}
.edu p{font-size:.875rem;margin-block-start:.15rem}
.yr{font-variant-numeric:tabular-nums;letter-spacing:.02em}
#resume{margin-block-start:1.25rem}#resume h2{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}#resume p{margin:0}
.cv-file{display:inline-flex;gap:.55rem;align-items:center;border:1px solid var(--line);border-radius:var(--radius);padding:.5rem .85rem;font-size:.875rem;font-weight:600}
.sb .cv-file:hover{text-decoration:none;background:color-mix(in oklab,var(--ink) 12%,transparent)}
.body{padding-inline:clamp(1.25rem,5vw,4.5rem)}
main{max-inline-size:50rem}
.lead{font-family:var(--font-heading);font-size:clamp(1.3rem,2.4vw,1.65rem);line-height:1.4;letter-spacing:-.012em;font-weight:500;margin:0;padding-block-end:.5rem}
.sec{padding-block-start:var(--sec)}
.sec>h2{display:flex;align-items:center;gap:1rem;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.16em;color:var(--accent);margin-block-end:1.4rem}
.sec>h2::after{content:"";flex:1;border-block-start:1px solid var(--border)}
h3{font-size:1.05rem;line-height:1.35;font-weight:700}
.prose p{max-inline-size:42rem}
.tl{list-style:none;margin:0;padding:0}
.tl li{display:grid;grid-template-columns:minmax(0,1fr);position:relative;padding-inline-start:1.6rem;padding-block-end:1.6rem;border-inline-start:2px solid var(--border);margin-inline-start:5px}
.tl li:last-child{padding-block-end:.2rem}
.tl li::before{content:"";position:absolute;inset-inline-start:-8px;inset-block-start:.3rem;inline-size:14px;block-size:14px;border-radius:50%;background:var(--surface);border:3px solid var(--accent)}
.tl li:first-child::before{background:var(--accent)}
.when{margin:0 0 .2rem;font-size:.82rem;font-weight:600;color:var(--muted);font-variant-numeric:tabular-nums}
.when:empty{display:none}
@media (min-width:40rem){.tl li{grid-template-columns:8rem minmax(0,1fr);padding:0;border:0;margin:0}.tl li::before{inset-inline-start:calc(8rem - 6px)}.when,.when:empty{display:block;text-align:end;margin:0;padding-block-start:.15rem;padding-inline-end:1.5rem}.node{padding-inline-start:1.75rem;padding-block-end:1.6rem;border-inline-start:2px solid var(--border)}.tl li:last-child .node{padding-block-end:.2rem}}
.at{color:var(--accent);font-weight:600;margin-block-start:.1rem}
.node p:not(.at){color:var(--muted)}
.works{list-style:none;margin:0;padding:0}
.works li{display:grid;gap:1rem 2rem;padding-block:1.35rem;border-block-end:1px solid var(--border)}
.works li:first-child{padding-block-start:0}
.works li:last-child{border:0;padding-block-end:0}
.works p{color:var(--muted)}
@media (min-width:40rem){.works .has-img{grid-template-columns:minmax(0,1fr) 12rem}}
.project-img{display:block;inline-size:100%;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius);border:1px solid var(--border)}
.works .stack{font-size:.8rem;font-weight:600;letter-spacing:.03em;color:var(--text);margin-block-start:.6rem}
.stack span{color:var(--border)}
.acts{display:flex;flex-wrap:wrap;gap:.4rem 1.5rem;margin-block-start:.7rem}
.go{display:inline-flex;align-items:center;gap:.3rem;font-size:.875rem;font-weight:600;text-decoration:none}
.go:hover{text-decoration:underline;text-underline-offset:.2em}
.go .g{inline-size:.85rem;block-size:.85rem}
[dir=rtl] .g-dir{transform:scaleX(-1)}
.svc{list-style:none;margin:0;padding:0;display:grid;gap:1.75rem 2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,12rem),1fr))}
.ic{display:grid;place-items:center;inline-size:2.5rem;block-size:2.5rem;border-radius:var(--radius);background:color-mix(in oklab,var(--accent) 11%,var(--surface));color:var(--accent);margin-block-end:.8rem}
.icon{inline-size:1.25rem;block-size:1.25rem}
.svc p{color:var(--muted);font-size:.95rem}
.refs{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,17rem),1fr))}
.ref{margin:0;padding:1.25rem 1.5rem;background:var(--bg);border-inline-start:3px solid var(--accent);border-radius:0 var(--radius) var(--radius) 0}
[dir=rtl] .ref{border-radius:var(--radius) 0 0 var(--radius)}
.ref blockquote{margin:0;font-size:1.05rem;line-height:1.5}
.ref blockquote p{margin:0}
.ref blockquote p::before{content:"“"}.ref blockquote p::after{content:"”"}
:lang(ar) .ref blockquote p::before{content:"«"}:lang(ar) .ref blockquote p::after{content:"»"}
.stars{margin:.9rem 0 0;color:var(--accent);font-size:.8rem;letter-spacing:.12em}
.who{font-weight:700;font-size:.9rem;margin-block-start:.2rem}
.who span{display:block;font-weight:400;color:var(--muted)}
.offer{margin-block-start:var(--sec);padding:1.75rem clamp(1.25rem,4vw,2rem) 2rem;background:var(--bg);border:1px solid var(--border);border-block-start:3px solid var(--accent);border-radius:var(--radius)}
.pitch{font-size:1.1rem;margin:0}
.terms{display:flex;flex-wrap:wrap;gap:1rem 3rem;margin:1.25rem 0 0}
.terms dt{font-size:.72rem;font-weight:700;text-transform:uppercase;letter-spacing:.14em;color:var(--muted)}
.terms dd{margin:.1rem 0 0;font-weight:600;font-size:1.05rem}
.btn{display:inline-block;margin-block-start:1.4rem;background:var(--accent);color:var(--accentText);border:1px solid var(--accent);border-radius:var(--radius);padding:.65rem 1.3rem;font:inherit;font-size:.9rem;font-weight:600;text-decoration:none;cursor:pointer}
.btn:hover{background:color-mix(in oklab,var(--accent),var(--text) 18%)}
.btn-line{background:transparent;color:var(--accent)}
.form{display:grid;gap:.3rem 1rem;max-inline-size:44rem;margin-block-start:1.25rem}
.form label{font-size:.8rem;font-weight:600;margin-block-start:.7rem}
.form input,.form textarea{inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);padding:.6rem .75rem}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent)}
.form .btn{justify-self:start;margin-block-start:1rem}
@media (min-width:40rem){.form{grid-template-columns:1fr 1fr}.form>*{grid-column:1/-1}.form [for=cf-name],.form [for=cf-email]{grid-row:2}#cf-name,#cf-email{grid-row:3}.form [for=cf-message]{grid-row:4}#cf-message{grid-row:5}.form .btn{grid-row:6}.form [for=cf-name],#cf-name{grid-column:1}.form [for=cf-email],#cf-email{grid-column:2}}
.form-status{margin:0;padding:.75rem 1rem;background:var(--bg);border-inline-start:3px solid var(--accent);font-weight:600}
.form-error{border-color:currentColor}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.4rem 2rem;max-inline-size:50rem;margin-block-start:calc(var(--sec)*1.5);padding-block:1.5rem 2.5rem;border-block-start:1px solid var(--border);color:var(--muted);font-size:.85rem}
.foot p{margin:0}
.foot a{color:inherit}
@media (max-width:59.99rem){
.id{display:flex;flex-direction:column;background:var(--paint);color:var(--sink);padding:2.5rem clamp(1.25rem,5vw,4.5rem) 0}
.id-t{order:-1}
.ph{inline-size:6.5rem;block-size:6.5rem;margin-block:1.5rem -3.25rem;background:var(--surface)}
.mono{color:var(--accent);border-color:var(--surface);background:color-mix(in oklab,var(--accent) 12%,var(--surface));font-size:1.9rem}
.side{padding:4rem clamp(1.25rem,5vw,4.5rem) .5rem;display:grid;gap:0 2.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,16rem),1fr))}
.sb:first-child{grid-column:1/-1}
#resume{margin:-3.1rem 0 0;padding-inline-start:8rem;min-block-size:2.6rem}#resume+.sb{margin-block-start:1.5rem}
.sb h2{display:flex;align-items:center;gap:1rem;border:0;padding:0;font-size:.75rem;letter-spacing:.16em;color:var(--accent);margin-block-end:1.1rem}.sb h2::after{content:"";flex:1;border-block-start:1px solid var(--border)}
.svc li{display:grid;grid-template-columns:2.5rem minmax(0,1fr);column-gap:1rem}.svc .ic{grid-row:span 2;margin:0}.svc h3{align-self:end}
.reach{display:flex;flex-wrap:wrap;gap:.5rem 1.4rem}
.skills li{background:var(--bg)}
.lead{padding-block-start:var(--sec)}
}
@media (min-width:60rem){
.cv{display:grid;grid-template-columns:20rem minmax(0,1fr)}
.rail{background:var(--paint);color:var(--sink)}
.rail-in{position:sticky;inset-block-start:0;max-block-size:100vh;overflow-y:auto;scrollbar-width:thin;padding:3.25rem 2.25rem 2.5rem}
.side{--ink:var(--sink);--line:color-mix(in oklab,var(--sink) 38%,transparent)}
.rail :focus-visible{outline-color:var(--sink)}
.body{display:flex;flex-direction:column;min-block-size:100vh}main{flex:1}
.id-t{margin-block-start:1.6rem}
.body{padding-block-start:4.25rem}
}
@media (prefers-reduced-motion:no-preference){.btn,.go,.cv-file{transition:background-color .15s}}
`;

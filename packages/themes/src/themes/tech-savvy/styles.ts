import { symbolMask } from "../../shared/symbols";

// Tech Savvy's stylesheet: a terminal window on a softly lit desktop (edge to edge on a phone). Everything is set
// in the pairing's body face, a monospace in every pairing the theme offers (JetBrains Mono or IBM Plex Mono, bundled
// like every face); "Space Grotesk" gives sans headlines over a terminal's output. The traffic lights
// and the neofetch swatches are the accent turned round the colour wheel (relative colours), so a portfolio's own
// accent recolours them too. Text only ever uses the palette's colours.
export const techSavvyCss = `:root{--mono:var(--font-body);--radius:4px;--pad:clamp(1rem,4vw,2.75rem)}
body{font-family:var(--mono);font-size:.9375rem;line-height:1.7;background:var(--surface);-webkit-font-smoothing:antialiased}
a{color:var(--accent);text-underline-offset:.2em}
h1,h2,h3{font-family:var(--mono)}
.desk{--gap:clamp(0rem,4vw,3.5rem);min-block-size:100vh;display:flex;flex-direction:column;padding:var(--gap) clamp(0rem,4vw,3rem);background:radial-gradient(70rem 45rem at 0 0,color-mix(in oklab,var(--accent) 14%,transparent),transparent 70%),radial-gradient(60rem 40rem at 100% 100%,color-mix(in oklab,var(--accent) 9%,transparent),transparent 70%)}
.win{flex:1;inline-size:100%;max-inline-size:70rem;margin-inline:auto;background:var(--bg);border:1px solid var(--border);border-radius:12px;overflow:clip;display:flex;flex-direction:column;box-shadow:0 2rem 5rem -1.5rem color-mix(in oklab,var(--text) 28%,transparent),0 0 0 1px color-mix(in oklab,var(--bg) 60%,transparent)}
@media (max-width:40rem){.desk{padding:0}.win{border-radius:0;border-inline:0;border-block-start:0}}
.titlebar{display:flex;align-items:center;gap:1rem;padding:.7rem 1rem;background:var(--surface);border-block-end:1px solid var(--border);color:var(--muted);font-size:.8125rem;line-height:1.2}
.lights{display:flex;gap:.5rem;flex:none}
.lights i{inline-size:.8rem;block-size:.8rem;border-radius:50%;background:var(--muted)}
.lights i:nth-child(1){background:oklch(from var(--accent) .66 .2 calc(h - 120))}
.lights i:nth-child(2){background:oklch(from var(--accent) .82 .16 calc(h - 60))}
.lights i:nth-child(3){background:oklch(from var(--accent) .72 .19 h)}
.wtitle{flex:1;text-align:center;padding-inline-end:3.4rem;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ps{margin:0 0 .6rem;color:var(--muted);font-size:.875rem}
.ps-d{color:var(--accent);font-weight:700}
.ps-s{color:var(--muted)}
.ps-c{color:var(--text);font-weight:700}
.hero{padding:calc(2.75rem*var(--density,1)) var(--pad) 1.5rem}
.fetch{display:grid;grid-template-columns:auto minmax(0,1fr);gap:1.25rem 2.25rem;align-items:center;margin-block-start:1.25rem}
.pic{position:relative;inline-size:clamp(5.5rem,22vw,11rem);aspect-ratio:1;padding:.4rem;border:1px solid var(--border);border-radius:var(--radius)}
.pic::after{content:"";position:absolute;inset:.4rem;pointer-events:none;background:repeating-linear-gradient(0deg,transparent 0 2px,color-mix(in oklab,var(--bg) 35%,transparent) 2px 3px),color-mix(in oklab,var(--accent) 30%,transparent);mix-blend-mode:multiply;transition:opacity .3s}
.pic:hover::after{opacity:.2}
.pic .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover;border-radius:0;clip-path:none;filter:grayscale(1) contrast(1.08)}
.mono{display:grid;place-items:center;background:repeating-linear-gradient(0deg,transparent 0 3px,color-mix(in oklab,var(--accent) 10%,transparent) 3px 4px)}
.mono::after{display:none}
.mono span{font-size:clamp(2rem,7vw,3.75rem);font-weight:800;color:var(--accent);letter-spacing:-.04em}
h1{font-size:clamp(1.9rem,5.6vw,3.75rem);line-height:1.05;letter-spacing:-.035em;font-weight:800;margin:0}
.cur{display:inline-block;inline-size:.5em;block-size:.82em;margin-inline-start:.15em;vertical-align:-.04em;background:var(--accent)}
.role{margin:.75rem 0 0;color:var(--accent);font-size:clamp(1rem,2vw,1.2rem);font-weight:600}
.bio{margin:.5rem 0 0;max-inline-size:60ch}
.loc{margin:.35rem 0 0;color:var(--muted)}
.loc::before{content:"# "/""}
.swatches{display:flex;margin:1rem 0 0}
.swatches i{inline-size:1.6rem;block-size:.8rem}
.swatches i:nth-child(1){background:var(--text)}
.swatches i:nth-child(2){background:oklch(from var(--accent) .66 .2 calc(h - 120))}
.swatches i:nth-child(3){background:oklch(from var(--accent) .82 .16 calc(h - 60))}
.swatches i:nth-child(4){background:var(--accent)}
.swatches i:nth-child(5){background:oklch(from var(--accent) .72 .14 calc(h + 80))}
.swatches i:nth-child(6){background:oklch(from var(--accent) .62 .2 calc(h + 160))}
@media (max-width:40rem){.fetch{gap:1rem 1.25rem;align-items:start}.pic{inline-size:5rem;padding:.25rem}.pic::after{inset:.25rem}.mono span{font-size:1.75rem}}
main{flex:1;padding-block-end:1rem}
.out{padding:calc(2.25rem*var(--density,1)) var(--pad) 0}
h2{display:flex;align-items:center;gap:1ch;margin:0 0 1.1rem;font-size:1.05rem;font-weight:700;letter-spacing:.01em}
h2::before{content:"##"/"";color:var(--accent)}
h2::after{content:"";flex:1;border-block-end:1px dashed var(--border)}
h3{margin:0;font-size:1rem;font-weight:700;line-height:1.45}
p{margin:.35rem 0 0}
.prose p{max-inline-size:72ch;margin:0}
.muted{color:var(--muted)}
.ls{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,17ch),1fr));gap:.15rem 2ch}
.ls li{color:var(--accent);font-weight:700}
.ls li::after{content:"*"/"";color:var(--muted);font-weight:400}
.git{list-style:none;margin:0;padding:0}
.git li{position:relative;padding-inline-start:2.25rem;padding-block-end:1.6rem}
.git li:last-child{padding-block-end:.25rem}
.git li::before{content:"";position:absolute;z-index:1;inset-inline-start:.3rem;inset-block-start:.4rem;inline-size:.8rem;block-size:.8rem;border-radius:50%;border:2px solid var(--accent);background:var(--bg)}
.git li:first-child::before{background:var(--accent);box-shadow:0 0 0 4px color-mix(in oklab,var(--accent) 22%,transparent)}
.git li:not(:last-child)::after{content:"";position:absolute;inset-inline-start:calc(.7rem - 1px);inset-block:.9rem 0;border-inline-start:2px solid color-mix(in oklab,var(--accent) 45%,var(--border))}
.sha{margin:0;font-size:.8125rem;color:var(--muted)}
.ref{color:var(--accent);font-weight:700}
.at{color:var(--muted);font-weight:400}
.date{color:var(--muted);font-size:.875rem;margin:0}
.git .date+p,.git h3+p{max-inline-size:72ch}
.root{margin:0;color:var(--accent);font-weight:700}
.tree{list-style:none;margin:0;padding:0}
.node{position:relative;padding-inline-start:4.5ch;padding-block:.15rem 1.4rem}
.node:last-child{padding-block-end:.25rem}
.node::before{content:"";position:absolute;inset-inline-start:calc(.5ch - .5px);inset-block-start:0;inline-size:3ch;block-size:calc(.15rem + .85em);border-inline-start:1px solid var(--muted);border-block-end:1px solid var(--muted)}
.node:not(:last-child)::after{content:"";position:absolute;inset-inline-start:calc(.5ch - .5px);inset-block:calc(.15rem + .85em) 0;border-inline-start:1px solid var(--muted)}
.node h3{color:var(--accent)}
.node h3::after{content:"/"/""}
.node-txt p{max-inline-size:66ch}
.shot{margin-block-start:.9rem}
.project-img{display:block;inline-size:100%;max-inline-size:28rem;aspect-ratio:16/9;object-fit:cover;border:1px solid var(--border);border-radius:var(--radius);background:var(--surface)}
@media (min-width:56rem){.has-img{display:grid;grid-template-columns:minmax(0,1fr) 19rem;gap:2.5rem;align-items:start}.shot{margin:0}}
.tech{list-style:none;margin:.7rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem;font-size:.8125rem}
.tech li{padding:0 .6ch;border:1px solid var(--border);border-radius:3px;color:var(--muted)}
.acts{display:flex;flex-wrap:wrap;gap:.6rem 1rem;margin:1rem 0 0}
.k{display:inline-block;padding:.3rem .5ch;font-weight:700;text-decoration:none;border-radius:3px;transition:background-color .15s,color .15s}
.k::before{content:"["/""}.k::after{content:"]"/""}
.k:hover{background:color-mix(in oklab,var(--accent) 16%,var(--bg));color:var(--text)}
.k-go{background:var(--accent);color:var(--accentText);padding-inline:1.25ch}
.k-go::before,.k-go::after{content:none}
.k-go:hover{background:var(--text);color:var(--bg)}
.ll{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:auto auto auto minmax(0,1fr);gap:.7rem 2ch}
.ll li{display:grid;grid-column:1/-1;grid-template-columns:subgrid;align-items:baseline}
.perm{color:var(--muted)}
.icon{inline-size:1.1rem;block-size:1.1rem;color:var(--accent);align-self:center}
.ll p{margin:0;color:var(--muted)}
@media (max-width:40rem){.ll{grid-template-columns:auto minmax(0,1fr);gap:.9rem 1.5ch}.ll li{row-gap:.1rem}.perm{display:none}.ll p{grid-column:2}}
.log{list-style:none;margin:0;padding:0;display:grid;gap:1rem}
.log li{display:grid;grid-template-columns:auto minmax(0,1fr);gap:2ch}
.stamp{margin:0;color:var(--accent);font-weight:700}
.stamp::before{content:"["/""}.stamp::after{content:"]"/""}
.quotes{display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,22rem),1fr))}
.mail{margin:0;padding-inline-start:1.5ch;border-inline-start:2px solid var(--accent)}
.mail blockquote{margin:.25rem 0 0;font-size:1.05rem}
.mail blockquote p{margin:0}
.mail figcaption{margin-block-start:.6rem;color:var(--muted)}
.mail figcaption::before{content:"— "/""}
.stars{margin:0;color:var(--accent);letter-spacing:.2em;font-size:.875rem}
.up{margin:0;font-weight:700}
.up::before{${symbolMask("dot")};color:var(--accent);margin-inline-end:1ch}
.kv{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.2rem 3ch;margin:.8rem 0 0;padding-inline-start:2ch}
.kv div{display:contents}
.kv dt{color:var(--muted)}
.kv dt::after{content:":"/""}
.kv dd{margin:0}
.dl{margin:0;color:var(--muted);font-size:.875rem}
.bar-fill{display:inline-block;inline-size:min(24ch,50vw);block-size:.75em;vertical-align:-.02em;background:repeating-linear-gradient(90deg,var(--accent) 0 .8ch,transparent .8ch 1ch)}
.vcf{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1rem}
.form{max-inline-size:38rem;margin-block-start:.75rem}
.form label{display:block;margin-block:1rem .3rem;color:var(--muted);font-size:.875rem}
.form label::before{content:"> "/"";color:var(--accent)}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:.55rem .75rem;caret-color:var(--accent)}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent);outline-offset:0}
.btn{display:inline-block;margin-block-start:1.1rem;background:var(--accent);color:var(--accentText);border:0;border-radius:3px;padding:.45rem 1.5ch;font:inherit;font-weight:700;cursor:pointer}
.btn:hover{background:var(--text);color:var(--bg)}
.form-status{margin:0 0 .5rem;padding:.6rem 1ch;border-inline-start:3px solid var(--accent);background:var(--surface)}
.form-error{border-color:currentColor}
.foot{padding:2.5rem var(--pad) 1.75rem;color:var(--muted);font-size:.8125rem}
.foot p{margin:0}
.foot a{color:inherit}
.tmux{order:9;position:sticky;inset-block-end:0;z-index:2;display:flex;background:var(--accent);color:var(--accentText);font-size:.8125rem;line-height:1.2;overflow-x:auto;scrollbar-width:none}
.sess{flex:none;padding:.45rem 1.2ch;background:var(--accentText);color:var(--accent);font-weight:700}
.tmux ul{display:flex;list-style:none;margin:0;padding:0}
.tmux a{display:block;padding:.45rem 1.2ch;color:inherit;text-decoration:none;white-space:nowrap}
.tmux a:hover{background:color-mix(in oklab,var(--accentText) 16%,var(--accent))}
.tmux a:focus-visible{outline:2px solid var(--accentText);outline-offset:-3px}
@media (prefers-reduced-motion:no-preference){@keyframes blink{50%{opacity:.06}}@keyframes pulse{50%{transform:scale(.7)}}.cur{animation:blink 1.06s steps(1) infinite}.up::before{animation:pulse 2.4s ease-in-out infinite}}
`;

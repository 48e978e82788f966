// Minimal Dark's stylesheet: a sticky top bar, one 64rem column set flush to the start, a mono face (the heading
// font) for every label, figure and path, the body face for sentences. Tables are hairline ledgers whose rows
// highlight on hover; on a phone each row becomes a compact two-column block. Spacing follows the density
// variables; hover tints are the only motion.
export const minimalDarkCss = `:root{--mono:var(--font-heading);--radius:4px;--sec:calc(1.5rem*var(--density,1)*2.4)}
html{scroll-padding-block-start:4.5rem}
:root:is(:lang(ar),:lang(hi),:lang(zh),:lang(ja)){--mono:var(--font-body);--font-heading:var(--font-body)}
body{font-family:var(--font-body);font-size:.9375rem;line-height:1.6;-webkit-font-smoothing:antialiased}
a{color:inherit}
p{margin:.4rem 0 0}
.muted{color:var(--muted)}
.bar{position:sticky;inset-block-start:0;z-index:5;background:color-mix(in oklab,var(--bg) 94%,transparent);border-block-end:1px solid var(--border)}
.in,.page{max-inline-size:72rem;margin-inline:auto;padding-inline:clamp(1rem,4vw,2rem)}
.in{display:flex;align-items:center;gap:.5rem 2rem;min-block-size:3.25rem;font-family:var(--mono);font-size:.75rem}
.brand{display:inline-flex;align-items:center;gap:.6rem;min-inline-size:0;max-inline-size:100%;font-weight:600;text-decoration:none;white-space:nowrap}
.bn{min-inline-size:0;overflow:hidden;text-overflow:ellipsis}
.sq{inline-size:.6rem;block-size:.6rem;background:var(--accent);border-radius:1px}
nav{margin-inline-start:auto;min-inline-size:0}
nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:flex-end;gap:.15rem .95rem}
nav a{color:var(--muted);text-decoration:none;text-transform:lowercase;white-space:nowrap;padding-block:.35rem;display:inline-block}
nav a:hover,nav a:focus-visible{color:var(--accent)}
.intro{padding-block:calc(3rem*var(--density,1)*1.5) var(--sec);border-block-end:1px solid var(--border)}
.id{display:flex;align-items:center;gap:.9rem}
.avatar,.mono{flex:none;inline-size:3rem;block-size:3rem;border-radius:var(--radius);border:1px solid var(--border);object-fit:cover;clip-path:none;filter:grayscale(1)}
.avatar:hover{filter:none}
.mono{display:grid;place-items:center;background:var(--surface);font-family:var(--mono);font-size:.875rem;font-weight:600;color:var(--accent);filter:none}
h1,h2{margin:0}
.sh h2{font-family:var(--mono)}
h1{font-family:var(--font-heading);font-size:1rem;font-weight:600;line-height:1.3}
.meta{margin:.15rem 0 0;font-family:var(--mono);font-size:.8125rem;color:var(--muted)}
.meta span+span::before{content:"·";margin-inline:.55rem}
.statement{font-family:var(--font-heading);margin:clamp(1.75rem,5vw,3rem) 0 0;font-size:clamp(1.75rem,4.6vw,3.1rem);line-height:1.12;font-weight:500;letter-spacing:-.032em;max-inline-size:26ch;text-wrap:balance}
.solo h1{font-size:clamp(2rem,6vw,3.5rem);letter-spacing:-.035em;line-height:1.05}
.blk{padding-block:var(--sec) 0}
.sh{display:flex;align-items:center;gap:.9rem;margin-block-end:1.1rem;font-family:var(--mono);font-size:.8125rem}
.sh::after{content:"";order:1;flex:1;block-size:1px;background:var(--border)}
h2{font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.08em}
h2::before{content:"#";content:"#"/"";color:var(--accent);margin-inline-end:.6rem}
.ct{order:2;color:var(--muted);font-variant-numeric:tabular-nums}
.prose p,.lead{max-inline-size:38rem;font-size:1.0625rem}
.prose p{margin:0}
.lead{margin:0;color:var(--text)}
.commas{list-style:none;margin:0;padding:0;font-size:1.0625rem;max-inline-size:44rem}
.commas li{display:inline}
.commas li:not(:last-child)::after{content:", ";color:var(--muted)}
:lang(ar) .commas li:not(:last-child)::after{content:"، "}
.tbl{inline-size:100%;border-collapse:collapse;font-size:.9375rem}
.tbl th,.tbl td{text-align:start;vertical-align:top;padding:.75rem .6rem;border-block-end:1px solid var(--border)}
.tbl tr:first-child>*{border-block-start:1px solid var(--border)}
.tbl th{font-weight:400}
.tbl tr:hover>*{background:var(--surface)}
.tbl tr:hover .ti{color:var(--accent)}
.tbl>tbody>tr>:first-child{padding-inline-start:.5rem}
.ti{display:block;font-weight:600;color:var(--text)}
.ds{display:block;color:var(--muted);margin-block-start:.15rem;max-inline-size:34rem}
.n,.per,.tech,.go{font-family:var(--mono);font-size:.8125rem;line-height:1.85;color:var(--muted)}
.n,.per{font-variant-numeric:tabular-nums;white-space:nowrap}
.n{inline-size:2.5rem}
.per{inline-size:11rem}
.at{font-family:var(--mono);font-size:.8125rem;font-weight:400;color:var(--muted);margin-inline-start:.35rem}
.at::before{content:"@ ";content:"@ "/"";color:var(--accent)}
.tech{min-inline-size:12rem}
.tech span:not(:last-child)::after{content:" · "}
.go{text-align:end!important;white-space:nowrap}
.go .lk+.lk{margin-inline-start:1rem}
.pt{display:flex;gap:.9rem;align-items:flex-start}
.th{flex:none;inline-size:4.5rem;aspect-ratio:16/10;border-radius:3px;overflow:hidden;border:1px solid var(--border);background:var(--surface);margin-block-start:.2rem}
.project-img{display:block;inline-size:100%;block-size:100%;object-fit:cover;filter:grayscale(1) brightness(.85)}
.tbl tr:hover .project-img{filter:none}
.th-none{background:repeating-linear-gradient(135deg,transparent 0 5px,var(--border) 5px 6px),var(--bg)}
.lk{color:var(--text);text-decoration:underline;text-decoration-color:var(--border);text-underline-offset:.25em;font-family:var(--mono);font-size:.8125rem}
.lk:hover,.lk:focus-visible{color:var(--accent);text-decoration-color:currentColor}
.ext{display:inline-block;margin-inline-start:.2em;color:var(--muted)}
[dir=rtl] .ext{scale:-1 1}
.svc{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));border-block-start:1px solid var(--border)}
.svc li{display:grid;grid-template-columns:1.5rem minmax(0,1fr);column-gap:.6rem;padding:.85rem .5rem;border-block-end:1px solid var(--border)}
.svc .ds{grid-column:2}
.icon{inline-size:1rem;block-size:1rem;color:var(--accent);margin-block-start:.25rem}
.q{margin:0 0 1.5rem;padding-inline-start:1rem;border-inline-start:2px solid var(--accent);max-inline-size:40rem}
.q blockquote{margin:0;font-size:1.125rem;line-height:1.5}
.q blockquote p{margin:0}
.q figcaption{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem .75rem;margin-block-start:.5rem;font-family:var(--mono);font-size:.8125rem}
.stars{margin:0;color:var(--accent);letter-spacing:.1em}
.who span{color:var(--muted)}
.kv{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.1rem 2rem;margin:1rem 0 0;font-family:var(--mono);font-size:.8125rem;max-inline-size:30rem}
.kv div{display:contents}
.kv dt{color:var(--muted)}
.kv dt::after{content:":"}
.kv dd{margin:0}
.btn{display:inline-block;margin-block-start:1.25rem;padding:.55rem .9rem;border:1px solid var(--accent);border-radius:var(--radius);background:transparent;color:var(--accent);font:inherit;font-family:var(--mono);font-size:.8125rem;font-weight:600;text-decoration:none;cursor:pointer}
.btn:hover,.btn:focus-visible{background:var(--accent);color:var(--accentText)}
.btn .ext{color:inherit}
.form{max-inline-size:32rem;margin-block-start:1rem}
.form label{display:block;font-family:var(--mono);font-size:.75rem;color:var(--muted);margin-block:.9rem .3rem}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);padding:.55rem .7rem}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--accent)}
.form-status{padding:.6rem .8rem;border:1px solid var(--accent);border-radius:var(--radius);font-family:var(--mono);font-size:.8125rem}
.form-error{border-color:var(--text)}
.cl{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}
.cl .lk{font-size:.875rem}
.cl .pri{color:var(--accent)}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.25rem 2rem;margin-block-start:var(--sec);padding-block:1.25rem 2rem;border-block-start:1px solid var(--border);font-family:var(--mono);font-size:.75rem;color:var(--muted)}
.foot p{margin:0}
@media (max-width:44rem){.in{flex-wrap:wrap;padding-block:.5rem}nav{margin-inline-start:0;inline-size:100%;overflow-x:auto}nav ul{flex-wrap:nowrap;justify-content:flex-start}.bar{position:static}.tbl,.tbl tbody{display:block}.tbl tr{display:grid;grid-template-columns:minmax(0,1fr);padding:.75rem .25rem;border-block-end:1px solid var(--border)}.tbl tr:first-child{border-block-start:1px solid var(--border)}.tbl th,.tbl td{display:block;padding:0!important;border:0!important;background:none!important}.prj tr{grid-template-columns:auto minmax(0,1fr);column-gap:.75rem}.prj .n{grid-row:1/span 3}.prj th,.prj td:not(.n){grid-column:2}.per{inline-size:auto;white-space:normal}.tech,.go{margin-block-start:.35rem;text-align:start!important;white-space:normal!important;min-inline-size:0}.n{inline-size:auto}.th{inline-size:3.5rem}.th-none{display:none}}
@media (prefers-reduced-motion:no-preference){.tbl tr>*,.lk,nav a,.btn,.project-img,.avatar{transition:background-color .15s,color .15s,filter .3s}}
`;

// Minimalist White's stylesheet. A 38rem column centred on white, light weights at large sizes, hairlines in the
// border colour; the accent is never a fill or a text colour, only a hairline (the rule after each part's number,
// the underline a link takes under the pointer, the line under the contact address). Project plates break out to
// 60rem (edge to edge on a phone) with their caption beneath. Spacing follows the density variables.
export const minimalistWhiteCss = `:root{--radius:0;--col:38rem;--wide:60rem;--gut:clamp(1.25rem,5vw,3rem);--gap:calc(1.5rem*var(--density,1)*4.5)}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.65;-webkit-font-smoothing:antialiased}
h1,h2,h3{margin:0;font-weight:400}
p{margin:.5rem 0 0}
a{color:inherit}
.book{max-inline-size:calc(var(--wide) + 2*var(--gut));margin-inline:auto;padding-inline:var(--gut)}
.head,.part,.wide>h2,.foot{max-inline-size:var(--col);margin-inline:auto}
.wide{max-inline-size:none}
.head{padding-block-start:clamp(4rem,14vw,9rem)}
.ph{inline-size:4.5rem;block-size:5.6rem;margin-block-end:2.5rem}
.ph .avatar{display:block;inline-size:100%;block-size:100%;object-fit:cover;clip-path:inset(0);filter:grayscale(1)}
.mono{display:grid;place-items:center;inline-size:3.5rem;block-size:3.5rem;border:1px solid var(--text);font-size:.95rem;letter-spacing:.12em}
h1{font-size:clamp(2.6rem,8vw,4.4rem);font-weight:300;line-height:1.02;letter-spacing:-.045em}
.role{font-size:1.15rem;margin-block-start:1.1rem}
.bio{color:var(--muted);font-size:1.1rem;max-inline-size:32rem}
.loc{color:var(--muted);font-size:.78rem;letter-spacing:.14em;text-transform:uppercase;margin-block-start:1.5rem}
.toc{margin-block-start:clamp(3.5rem,9vw,5.5rem)}
.toc ol{list-style:none;margin:0;padding:0;border-block-start:1px solid var(--text)}
.toc a{position:relative;display:grid;grid-template-columns:3.25rem minmax(0,1fr) auto;align-items:baseline;padding-block:.75rem;border-block-end:1px solid var(--border);text-decoration:none}
.toc a::after{content:"";position:absolute;inset-inline-start:0;inset-block-end:-1px;inline-size:0;block-size:1px;background:var(--accent)}
.toc a:hover::after,.toc a:focus-visible::after{inline-size:100%}
.no,.ct,.cap-no{font-size:.78rem;color:var(--muted);font-variant-numeric:tabular-nums;letter-spacing:.06em}
.toc .t{font-size:1.05rem}
.part{padding-block-start:var(--gap)}
.part>h2{margin-block-end:2.25rem}
.part>h2 .no{display:flex;align-items:center;gap:.9rem}
.part>h2 .no::after{content:"";inline-size:2.5rem;block-size:1px;background:var(--accent)}
.part>h2 .t{display:block;margin-block-start:.85rem;font-size:clamp(1.8rem,4.2vw,2.5rem);font-weight:300;line-height:1.1;letter-spacing:-.035em}
.prose p{font-size:1.2rem;line-height:1.7}
.d,.tech{color:var(--muted)}
.cols{list-style:none;margin:0;padding:0;columns:2;column-gap:2.5rem}
.cols li{padding-block:.55rem;border-block-end:1px solid var(--border);break-inside:avoid}
.works{list-style:none;margin:0;padding:0;max-inline-size:var(--wide);margin-inline:auto}
.plate{padding-block-end:clamp(3.5rem,9vw,6rem)}
.img{background:var(--bg)}
.project-img{display:block;inline-size:100%;aspect-ratio:3/2;object-fit:cover}
.cap{display:grid;grid-template-columns:3.25rem minmax(0,1fr);margin-block-start:1.25rem}
.cap-m{grid-column:2}
@media (min-width:48rem){.cap{grid-template-columns:3.25rem minmax(0,1fr) minmax(0,15rem);column-gap:2rem}.cap-t{max-inline-size:34rem}.cap-m{grid-column:3;text-align:end}.cap-m .tech{margin:0;padding-block-start:.35rem}.cap-m .acts{justify-content:flex-end}.type .cap-m .tech{padding-block-start:1.1rem}.toc ol{columns:2;column-gap:3rem}.toc li{break-inside:avoid}}
.cap-no{margin:0;padding-block-start:.3rem}
h3{font-size:1.2rem;font-weight:500;line-height:1.3;letter-spacing:-.015em}
.type{padding-block:2rem;border-block-start:1px solid var(--border)}
.type+.plate{padding-block-start:clamp(3rem,8vw,5rem);border-block-start:1px solid var(--border)}
.type .cap{margin-block-start:0}
.type h3{font-size:clamp(1.9rem,5.5vw,3rem);font-weight:300;line-height:1.05;letter-spacing:-.04em}
.type .cap-no{padding-block-start:.9rem}
.tech{font-size:.82rem;letter-spacing:.02em;margin-block-start:.75rem}
.acts{display:flex;flex-wrap:wrap;gap:.4rem 1.75rem;margin-block-start:.9rem}
.tl{text-decoration:underline;text-decoration-thickness:1px;text-decoration-color:var(--border);text-underline-offset:.35em}
.tl:hover,.tl:focus-visible{text-decoration-color:var(--accent)}
.ar{display:inline-block;color:var(--muted)}
[dir=rtl] .ar{transform:scaleX(-1)}
.rows{list-style:none;margin:0;padding:0;border-block-start:1px solid var(--border)}
.rows li{padding-block:1.2rem;border-block-end:1px solid var(--border)}
.ln{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;margin:0}
.ln::before{content:"";order:1;flex:1 0 1.5rem;border-block-end:1px dotted var(--muted);opacity:.5;translate:0 -.3em}
.when{order:2;margin:0;max-inline-size:100%;font-size:.85rem;color:var(--muted);font-variant-numeric:tabular-nums}
.what strong{font-weight:500;font-size:1.1rem}
.pl{color:var(--muted);margin-inline-start:.6rem}
.rows .d{margin-block-start:.4rem;font-size:.95rem}
.svc{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem 2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,10rem),1fr))}
.icon{inline-size:1.3rem;block-size:1.3rem;stroke-width:1.25;margin-block-end:1rem}
.svc h3{font-size:1.05rem}
.svc .d{font-size:.95rem}
.q{margin:0 0 3rem}
.q:last-child{margin-block-end:0}
.q blockquote{margin:0;font-size:clamp(1.35rem,3.2vw,1.75rem);font-weight:300;line-height:1.4;letter-spacing:-.02em}
.q blockquote p{margin:0}
.q blockquote p::before{content:"“"}.q blockquote p::after{content:"”"}
:lang(ar) .q blockquote p::before{content:"«"}:lang(ar) .q blockquote p::after{content:"»"}
.q figcaption{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;margin-block-start:1.1rem;font-size:.92rem}
.q figcaption>span:not(.rate){color:var(--muted)}
.rate{font-size:.55rem;letter-spacing:.35em}
.rate .sym{margin-inline-end:.35em}
.off{color:var(--border)}
.big{font-size:1.35rem;font-weight:300;line-height:1.45;margin:0}
.terms{margin:1.75rem 0 0;border-block-start:1px solid var(--border)}
.terms .ln{padding-block:.85rem;border-block-end:1px solid var(--border)}
.terms dt{color:var(--muted);font-size:.92rem}
.terms dd{font-size:1rem;color:var(--text)}
.btn{display:inline-block;margin-block-start:2rem;padding:.85rem 1.7rem;background:var(--text);color:var(--bg);border:1px solid var(--text);border-radius:0;font:inherit;font-size:.9rem;letter-spacing:.05em;text-decoration:none;cursor:pointer}
.btn:hover{background:var(--bg);color:var(--text)}
.big.tl,.tl.big{font-size:1.2rem}
.form{max-inline-size:var(--col)}
.form label{display:block;margin-block:1.75rem .2rem;font-size:.75rem;letter-spacing:.14em;text-transform:uppercase;color:var(--muted)}
.form input,.form textarea{display:block;inline-size:100%;padding:.5rem 0;border:0;border-block-end:1px solid var(--text);border-radius:0;background:transparent;font:inherit;color:var(--text)}
.form textarea{resize:vertical}
.form input:focus-visible,.form textarea:focus-visible{border-block-end-color:var(--accent)}
.form-status{margin:1.5rem 0 0;padding-block:.75rem;border-block:1px solid var(--accent)}
.reach{margin:0}
.huge{font-size:clamp(1.45rem,5.5vw,2.4rem);font-weight:300;letter-spacing:-.03em;text-decoration-color:var(--accent)}
.also{list-style:none;display:flex;flex-wrap:wrap;gap:.5rem 1.75rem;margin:1.5rem 0 0;padding:0}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;margin-block-start:var(--gap);padding-block:1.75rem 3rem;border-block-start:1px solid var(--border);font-size:.8rem;color:var(--muted)}
.foot p{margin:0}
@media (max-width:39.99rem){:root{--gap:calc(1.5rem*var(--density,1)*3.5)}.plate .img{margin-inline:calc(-1*var(--gut))}.cols{column-gap:1.5rem}.cap{grid-template-columns:2.5rem minmax(0,1fr)}.toc a{grid-template-columns:2.5rem minmax(0,1fr) auto}}
@media (prefers-reduced-motion:no-preference){.toc a::after{transition:inline-size .45s cubic-bezier(.2,.7,.2,1)}.ph .avatar{transition:filter .4s}.ph:hover .avatar{filter:none}.tl{transition:text-decoration-color .2s}}
`;

// Minimal's stylesheet: one sans family, a steep type scale (the name is the only large thing), a 4px spacing
// rhythm, hairline rules between rows. Logical properties throughout, so an Arabic page mirrors.
export const minimalCss = `:root{--radius:4px;--measure:40rem}
body{font-family:var(--font-body);font-size:1.0625rem;line-height:1.65;-webkit-font-smoothing:antialiased}
a{color:inherit}
.shell{max-inline-size:68rem;margin-inline:auto;padding-inline:clamp(1.25rem,5vw,3rem)}
.hero{padding-block:calc(clamp(3rem,12vw,7.5rem)*var(--density,1)) calc(clamp(2.5rem,8vw,5rem)*var(--density,1))}
.hero .avatar{display:block;inline-size:7.5rem;block-size:7.5rem;border-radius:50%;object-fit:cover}
.hero .avatar+h1{margin-block-start:2rem}
h1{font-family:var(--font-heading);font-size:clamp(2.5rem,7.5vw,5rem);line-height:1.02;letter-spacing:-.035em;font-weight:650;margin:0;max-inline-size:14ch}
.role{font-size:clamp(1.15rem,2.4vw,1.5rem);color:var(--muted);margin-block:1rem 0;letter-spacing:-.01em}
.intro{font-size:1.2rem;max-inline-size:var(--measure);margin-block:1.5rem 0}
.hero .meta{margin-block-start:1.25rem}
.row{border-block-start:1px solid var(--border);padding-block:calc(2.5rem*var(--density,1))}
.row h2{font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.09em;color:var(--muted);margin:0 0 1.25rem}
@media (min-width:48rem){.row{display:grid;grid-template-columns:12rem minmax(0,1fr);gap:2rem}.row h2{margin:0;padding-block-start:.3rem}}
.row-body>:first-child{margin-block-start:0}.row-body>:last-child{margin-block-end:0}
.prose p,.big{max-inline-size:var(--measure)}
.big{font-size:1.25rem;letter-spacing:-.01em}
h3{font-family:var(--font-heading);font-size:1.2rem;line-height:1.3;letter-spacing:-.015em;font-weight:600;margin:0}
p{margin-block:.5rem 0}
.meta,.muted,.when{color:var(--muted);font-size:.9375rem}
.inline-list{display:flex;flex-wrap:wrap;gap:.25rem 0;margin:0;font-size:1.125rem}
.inline-list span:not(:last-child)::after{content:"/";color:var(--border);margin-inline:.6rem}
.works{list-style:none;margin:0;padding:0}
.works li{padding-block:0 calc(2rem*var(--density,1));margin-block-end:calc(2rem*var(--density,1));border-block-end:1px solid var(--border)}
.works li:last-child{border:0;margin:0;padding:0}
.works p{max-inline-size:var(--measure)}
.project-img{display:block;inline-size:100%;max-inline-size:40rem;aspect-ratio:16/9;object-fit:cover;border-radius:var(--radius);background:var(--surface);margin-block-end:1.25rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin-block-start:1rem}
.tl{text-decoration:underline;text-decoration-color:var(--border);text-underline-offset:.25em;text-decoration-thickness:1px;font-weight:500}
.tl:hover{text-decoration-color:currentColor}
.tl-strong{text-decoration-color:currentColor}
.entries{list-style:none;margin:0;padding:0;display:grid;gap:calc(1.75rem*var(--density,1))}
.entries li{display:grid;gap:.25rem}
@media (min-width:40rem){.entries li{grid-template-columns:10rem minmax(0,1fr);gap:1.5rem}}
.entries .when{margin:0;padding-block-start:.2rem;font-variant-numeric:tabular-nums}
.cols{list-style:none;margin:0;padding:0;display:grid;gap:2rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))}
.icon{inline-size:1.25rem;block-size:1.25rem;color:var(--text);margin-block-end:.75rem}
.quote{margin:0 0 2.5rem;max-inline-size:var(--measure)}
.quote:last-child{margin-block-end:0}
.quote blockquote{margin:0;font-size:clamp(1.2rem,2.4vw,1.45rem);line-height:1.45;letter-spacing:-.01em}
.quote blockquote p{margin:0}
.quote blockquote p::before{content:"“"}.quote blockquote p::after{content:"”"}
.quote figcaption{margin-block-start:.75rem;font-weight:600}
.quote figcaption span{display:block;font-weight:400;color:var(--muted);font-size:.9375rem}
.stars{margin-block:.75rem 0;color:var(--muted);letter-spacing:.15em;font-size:.875rem}
.facts{display:flex;flex-wrap:wrap;gap:1rem 3rem;margin:1.5rem 0 0}
.facts dt{font-size:.8125rem;text-transform:uppercase;letter-spacing:.08em;color:var(--muted)}
.facts dd{margin:0;font-size:1.125rem}
.btn{display:inline-block;margin-block-start:1.5rem;background:var(--accent);color:var(--accentText);padding:.75rem 1.25rem;border-radius:var(--radius);text-decoration:none;font:inherit;font-weight:600;border:0;cursor:pointer}
.btn:hover{opacity:.88}
.contact-links{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.75rem 1.75rem;font-size:1.125rem}
.form{max-inline-size:32rem;margin-block-start:1.25rem}
.form label{display:block;font-size:.875rem;font-weight:600;margin-block:1rem .35rem}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:1px solid var(--border);border-radius:var(--radius);padding:.65rem .75rem}
.form input:focus-visible,.form textarea:focus-visible{border-color:var(--text)}
.form-status{padding:.75rem 1rem;border-inline-start:3px solid var(--accent);background:var(--surface);font-weight:600}
.form-error{border-color:currentColor}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 2rem;border-block-start:1px solid var(--border);padding-block:2rem 3rem;color:var(--muted);font-size:.875rem}
.foot p{margin:0}
`;

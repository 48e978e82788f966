// Simple Elegant's stylesheet: a book serif for everything, spaced small capitals for labels, a 36rem measure,
// generous vertical rhythm (chapters 5rem apart) and hairline ornaments in the accent colour. Arabic gets no drop
// cap (a detached first letter breaks the word's joins) and no synthetic italics; Devanagari no drop cap.
export const simpleElegantCss = `:root{--radius:2px;--measure:36rem}
body{font-family:var(--font-body);font-size:1.125rem;line-height:1.75}
a{color:var(--accent)}
.book{max-inline-size:64rem;margin-inline:auto;padding-inline:1.25rem}
.title-page{text-align:center;padding-block:calc(clamp(3.5rem,12vw,7rem)*var(--density,1)) calc(clamp(2rem,6vw,3.5rem)*var(--density,1))}
.portrait{display:inline-block;padding:.4rem;border:1px solid var(--border);border-radius:50%;margin-block-end:1.75rem}
.portrait .avatar{display:block;inline-size:8.75rem;block-size:8.75rem;border-radius:50%;object-fit:cover}
.monogram{display:inline-grid;place-items:center;inline-size:5.5rem;block-size:5.5rem;border:1px solid var(--accent);border-radius:50%;color:var(--accent);font-size:1.75rem;letter-spacing:.08em;margin-block-end:1.75rem}
h1{font-family:var(--font-heading);font-weight:400;font-size:clamp(2.1rem,6vw,3.6rem);line-height:1.15;letter-spacing:.06em;text-transform:uppercase;margin:0}
.subtitle{font-style:italic;font-size:clamp(1.15rem,2.6vw,1.4rem);color:var(--accent);margin-block:.75rem 0}
.epigraph{max-inline-size:32rem;margin:1.5rem auto 0;color:var(--muted)}
.place{font-variant-caps:all-small-caps;letter-spacing:.12em;color:var(--muted);margin-block-start:1rem}
.chapter{padding-block:calc(clamp(2.5rem,7vw,4.5rem)*var(--density,1)) 0;max-inline-size:var(--measure);margin-inline:auto}
.chapter.wide{max-inline-size:none}
.chapter h2{text-align:center;font-weight:400;font-size:1rem;letter-spacing:.28em;text-transform:uppercase;margin:0;color:var(--text)}
.orn{position:relative;block-size:1rem;inline-size:9rem;margin:.9rem auto 2.25rem}
.orn::before{content:"";position:absolute;inset-inline:0;inset-block-start:50%;border-block-start:1px solid var(--border)}
.orn::after{content:"";position:absolute;inset-block-start:50%;inset-inline-start:50%;inline-size:.5rem;block-size:.5rem;background:var(--bg);border:1px solid var(--accent);transform:translate(-50%,-50%) rotate(45deg)}
h3{font-family:var(--font-heading);font-weight:600;font-size:1.2rem;line-height:1.35;margin:0}
p{margin-block:.5rem 0}
.center{text-align:center}
.muted{color:var(--muted)}
.prose p{text-align:start;hyphens:auto}
html:not([lang=ar]):not([lang=hi]) .prose p:first-child::first-letter{float:inline-start;font-size:3.4em;line-height:.85;padding-inline-end:.12em;padding-block-start:.08em;color:var(--accent)}
.skills{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem 0;font-style:italic}
.skills li:not(:last-child)::after{content:"·";color:var(--accent);margin-inline:.8rem;font-style:normal}
.gallery{display:grid;gap:3.5rem 3rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,20rem),1fr))}
.plate{text-align:center}
.frame{padding:.6rem;background:var(--surface);border:1px solid var(--border);margin-block-end:1.25rem}
.project-img{display:block;inline-size:100%;aspect-ratio:4/3;object-fit:cover}
.plate p{color:var(--muted)}
.tech{font-variant-caps:all-small-caps;letter-spacing:.1em;font-size:1rem}
.actions{display:flex;flex-wrap:wrap;justify-content:center;gap:.75rem;margin-block-start:1.25rem}
.btn{display:inline-block;background:var(--accent);color:var(--accentText);border:1px solid var(--accent);border-radius:var(--radius);padding:.55rem 1.4rem;font:inherit;font-size:.95rem;letter-spacing:.06em;text-decoration:none;cursor:pointer}
.btn-ghost{background:transparent;color:var(--accent)}
.btn:hover{filter:brightness(1.08)}
.chronicle,.honours{list-style:none;margin:0;padding:0;text-align:center;display:grid;gap:2.5rem}
.chronicle li+li::before,.honours li+li::before{content:"";display:block;inline-size:2.5rem;margin:0 auto 2.5rem;border-block-start:1px solid var(--border)}
.date{font-variant-caps:all-small-caps;letter-spacing:.14em;color:var(--accent);margin:0 0 .35rem;font-variant-numeric:oldstyle-nums}
.place{margin-block-start:.15rem}
.chronicle .place{font-style:italic;font-variant-caps:normal;letter-spacing:0;margin-block:.15rem 0}
.chronicle p:not(.date):not(.place),.honours p:not(.date){color:var(--muted)}
.services{list-style:none;margin:0;padding:0;display:grid;gap:2.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));text-align:center}
.services p{color:var(--muted)}
.icon{inline-size:1.6rem;block-size:1.6rem;color:var(--accent);stroke-width:1.5;margin-block-end:.75rem}
.pull{margin:0 auto 3rem;text-align:center;max-inline-size:38rem}
.pull:last-child{margin-block-end:0}
.pull blockquote{margin:0;font-style:italic;font-size:clamp(1.3rem,3vw,1.65rem);line-height:1.5}
.pull blockquote p{margin:0}
.pull blockquote p::before{content:"“";color:var(--accent)}.pull blockquote p::after{content:"”";color:var(--accent)}
.stars{color:var(--accent);letter-spacing:.3em;font-size:.85rem;margin-block-start:1rem}
.pull figcaption{font-variant-caps:all-small-caps;letter-spacing:.14em;margin-block-start:.25rem}
.pull figcaption span{display:block;font-variant-caps:normal;letter-spacing:0;font-style:italic;color:var(--muted)}
.invite{text-align:center}
.terms{display:flex;flex-wrap:wrap;justify-content:center;gap:1rem 3rem;margin:1.5rem 0 0}
.terms dt{font-variant-caps:all-small-caps;letter-spacing:.14em;color:var(--muted)}
.terms dd{margin:0;font-size:1.2rem}
.letter{margin-block-start:1.5rem;padding:clamp(1.25rem,4vw,2.25rem);background:var(--surface);border:1px solid var(--border)}
.letter label{display:block;font-variant-caps:all-small-caps;letter-spacing:.12em;margin-block:1rem .25rem}
.letter label:first-of-type{margin-block-start:0}
.letter input,.letter textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--bg);border:0;border-block-end:1px solid var(--muted);border-radius:0;padding:.5rem .25rem}
.letter button{margin-block-start:1.5rem}
.form-status{padding:.75rem 1rem;border:1px solid var(--accent);margin-block:0 1rem;font-style:italic}
.form-error{border-color:currentColor}
.colophon{text-align:center;color:var(--muted);font-size:.9rem;padding-block:5rem 3rem;font-variant-caps:all-small-caps;letter-spacing:.1em}
.colophon p{margin:0}
.colophon a{color:inherit}
:lang(ar) *{font-style:normal}
`;

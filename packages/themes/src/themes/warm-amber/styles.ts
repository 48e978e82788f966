import { symbolMask } from "../../shared/symbols";

// Warm Amber's stylesheet: a magazine set on warm paper. A display serif for the masthead, department heads,
// features and pull quotes; the pairing's sans for body copy and for spaced uppercase labels (issue line, kickers,
// captions). Heavy and double rules in the text colour, burnt amber for numbers, drop cap, coupons and links.
// Department numbers are CSS counters (decorative: hidden from assistive tech). Arabic, Devanagari and CJK get no
// drop cap and no synthetic italics; CJK labels are at least 12 px (dense characters: at 11.8 px they were 40% of a
// Japanese page's text, and Lighthouse's legible-text audit failed). Spacing follows the portfolio's density (--density).
export const warmAmberCss = `:root{--pad:clamp(1rem,4vw,3rem);--gap:calc(3.25rem*var(--density,1))}
body{font-family:var(--font-body);font-size:1rem;line-height:1.65}
h1,h2,h3,.standfirst,.toc a,.copy:not(.cols),.keywords,.pull blockquote,.facts dd,.col-name,.cover-mono{font-family:var(--font-heading)}
a{color:var(--accent)}
.mag{max-inline-size:80rem;margin-inline:auto;padding-inline:var(--pad)}
.issue,.toc-h,.rl,.btn,.when,.facts dt,.form label,.pull figcaption,.f-img figcaption{font-family:var(--font-body);font-weight:700;font-size:.74rem;letter-spacing:.16em;text-transform:uppercase;line-height:1.4}
.mast{margin-block-start:calc(2rem*var(--density,1));border-block-start:1px solid var(--text);text-align:center}
.mast h1{font-weight:800;font-size:clamp(3rem,12.6vw,10rem);line-height:.9;letter-spacing:-.035em;margin:0;padding-block:.14em .1em;text-wrap:balance}
.issue{display:flex;justify-content:space-between;align-items:center;gap:.5rem 1.5rem;flex-wrap:wrap;margin:0;padding-block:.6rem;border-block:6px double var(--text);border-block-end:1px solid}
.issue-orn{flex:none;inline-size:.5rem;block-size:.5rem;background:var(--accent);transform:rotate(45deg)}
.issue:has(span+.issue-orn:last-child),.issue:has(.issue-orn:first-child){justify-content:center}
.cover{display:grid;gap:clamp(1.25rem,3vw,3rem);grid-template-columns:4fr 7fr;align-items:start;padding-block:clamp(1.5rem,4vw,3rem) 0}
.cover-side{align-self:stretch;display:flex;flex-direction:column;justify-content:space-between;gap:2rem}
.cover-photo{position:relative;margin-block-end:1rem;margin-inline-end:1rem}
.cover-photo::before{content:"";position:absolute;inset-block:1rem -1rem;inset-inline:1rem -1rem;background:color-mix(in oklab,var(--accent) 70%,var(--bg))}
.cover-photo .avatar{position:relative;display:block;inline-size:100%;block-size:auto;aspect-ratio:4/5;object-fit:cover;clip-path:inset(1px)}
.cover-mono{display:grid;place-items:center;aspect-ratio:4/5;background:var(--accent);color:var(--accentText);font-weight:800;font-size:clamp(4rem,11vw,9rem);letter-spacing:-.04em}
.lede::before{content:"";display:block;inline-size:3.5rem;border-block-start:4px solid var(--accent);margin-block-end:1.1rem}
.standfirst{font-style:italic;font-size:1.15rem;line-height:1.45;color:var(--muted);margin:.5rem 0 0;text-wrap:pretty}
.standfirst.big{font-size:clamp(1.9rem,4.2vw,3.6rem);line-height:1.08;letter-spacing:-.01em;color:var(--text);margin:0}
.toc{border:1px solid var(--text);background:var(--surface);padding:.9rem 1.1rem 1rem}
.toc-h{margin:0 0 .35rem;padding-block-end:.5rem;border-block-end:1px solid var(--text)}
.toc ol{list-style:none;margin:0;padding:0;counter-reset:toc;columns:2 13rem;column-gap:2.5rem}
.toc li{counter-increment:toc;break-inside:avoid}
.toc a{display:flex;align-items:baseline;gap:.5rem;padding-block:.3rem;color:var(--text);text-decoration:none;font-size:1.02rem;line-height:1.3}
.toc a::after{content:"";flex:1;order:1;min-inline-size:1rem;border-block-end:2px dotted var(--border)}
.toc a::before{content:counter(toc,decimal-leading-zero) / "";order:2;font:700 .78rem var(--font-body);color:var(--accent)}
main{display:flex;flex-wrap:wrap;column-gap:clamp(1.5rem,3vw,3rem);counter-reset:sec}
main>section{flex:1 1 100%;min-inline-size:0}
.dept{counter-increment:sec;padding-block:var(--gap) 0}
.dept>h2{display:flex;align-items:baseline;gap:.9rem;margin:0 0 1.6rem;padding-block-start:.75rem;border-block-start:4px solid var(--text);font-weight:800;font-size:clamp(1.9rem,4.4vw,3.1rem);line-height:1.05;letter-spacing:-.015em;text-wrap:balance}
.dept>h2::before{content:counter(sec,decimal-leading-zero) / "";flex:none;font:800 .85rem/1 var(--font-body);letter-spacing:.08em;color:var(--accent)}
h3{font-weight:700;margin:0}
p{margin-block:.5rem 0}
.copy{--cap:3.1em;font-size:clamp(1.3rem,2.2vw,1.6rem);line-height:1.45;max-inline-size:44rem}
.copy.cols{--cap:4.7em;font-size:1.08rem;line-height:1.72;max-inline-size:none;columns:3 16rem;column-gap:2.75rem;column-rule:1px solid var(--border)}
.copy.two{columns:2 16rem}
.copy p{margin:0 0 .9em;text-wrap:pretty;hyphens:auto}
html:not(:lang(ar),:lang(hi),:lang(ja),:lang(zh)) .copy p:first-child::first-letter{float:inline-start;font-family:var(--font-heading);font-weight:800;font-size:var(--cap);line-height:.78;margin-block-start:.07em;padding-inline-end:.09em;color:var(--accent)}
.keywords{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;row-gap:.3rem;font-style:italic;font-size:clamp(1.35rem,2.8vw,2rem);line-height:1.3}
.keywords li:not(:last-child)::after{content:"";display:inline-block;inline-size:.3em;block-size:.3em;background:var(--accent);margin-inline:.55em;vertical-align:.22em}
.f-img{margin:0 0 1rem}
.project-img{display:block;inline-size:100%;block-size:auto;aspect-ratio:16/10;object-fit:cover}
.f-img figcaption{font-weight:600;letter-spacing:.1em;color:var(--muted);padding-block:.5rem;border-block-end:1px solid var(--border)}
.feature h3{font-size:clamp(1.45rem,2.3vw,1.85rem);line-height:1.12}
.lead{display:grid;grid-template-columns:7fr 5fr;gap:1.25rem 2.75rem;align-items:center;padding-block-end:2rem;margin-block-end:2rem;border-block-end:1px solid var(--text)}
.lead:not(.has-img){grid-template-columns:1fr}
.lead .f-img{margin:0}
.lead h3{font-size:clamp(2.1rem,4.8vw,3.9rem);line-height:1;letter-spacing:-.02em}
.lead .standfirst{font-size:clamp(1.2rem,1.9vw,1.5rem);color:var(--text)}
.lead:not(.has-img) .f-text{display:grid;grid-template-columns:1fr 1fr;column-gap:2.75rem;align-items:end}
.lead:not(.has-img) h3{grid-row:span 3}
.well{display:grid;grid-template-columns:repeat(3,1fr);column-gap:2.75rem}
.well .feature{position:relative;padding-block-end:1.6rem;margin-block-end:1.6rem;border-block-end:1px solid var(--border)}
.well .feature:not(:nth-child(3n+1))::before{content:"";position:absolute;inset-block:0 1.6rem;inset-inline-start:-1.375rem;border-inline-start:1px solid var(--border)}
.f-tech{font-size:.85rem;color:var(--muted);margin:.75rem 0 0}
.cta,.where{margin:0}
.f-links,.contacts{display:flex;flex-wrap:wrap;gap:.5rem 1.4rem;margin:1.1rem 0 0}
.rl{color:var(--text);text-decoration:none;border-block-end:1px solid var(--border);padding-block-end:.1rem}
.rl::after{${symbolMask("arrow-e", ".9em")};margin-inline-start:.35em}
[dir=rtl] .rl::after{${symbolMask("arrow-w", ".9em")}}
.rl-go{color:var(--accent);border-color:currentColor}
.rl:hover,.toc a:hover{color:var(--accent);border-color:currentColor}
.box{flex:1 1 21rem;margin-block-start:var(--gap)}
.dept.box{padding:1.2rem 1.4rem 1.4rem;background:var(--surface);border-block-start:5px solid var(--accent)}
.box>h2{border:0;padding:0;margin-block-end:1rem;font-size:clamp(1.45rem,2.4vw,1.8rem)}
.career{list-style:none;margin:0;padding:0}
.career li{display:grid;grid-template-columns:8.5rem 1fr;gap:.25rem 1.25rem;padding-block:.85rem;border-block-start:1px solid color-mix(in oklab,var(--text) 18%,transparent)}
.career li:first-child{border:0;padding-block-start:0}
.when{margin:.15rem 0 0;color:var(--accent);letter-spacing:.08em}
.career h3{font-size:1.2rem;line-height:1.25}
.where{font-style:italic;color:var(--muted)}
.career p:not(.when):not(.where){margin-block-start:.3rem;font-size:.95rem}
.briefs{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,15rem),1fr));gap:1.75rem 2.75rem}
.briefs li{border-block-start:1px solid var(--text);padding-block-start:1rem}
.icon{inline-size:1.75rem;block-size:1.75rem;color:var(--accent);stroke-width:1.5}
.briefs h3{font-size:1.4rem;margin:.5rem 0 .2rem}
.briefs p{margin:0;color:var(--muted)}
.pulls{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,24rem),1fr));gap:2rem 3rem}
.pull{margin:0;padding-block:1.1rem 1.4rem;border-block-start:4px solid var(--accent);border-block-end:1px solid var(--accent)}
.pull blockquote{margin:0;font-style:italic;font-size:clamp(1.5rem,2.8vw,2.15rem);line-height:1.22;text-wrap:balance}
.pull blockquote::before{content:"“";display:block;block-size:.5em;font-size:3.4em;line-height:.9;font-style:normal;color:var(--accent)}
.pull blockquote p{margin:0}
.stars{margin:1rem 0 0;color:var(--accent);letter-spacing:.25em;font-size:.9rem}
.pull figcaption{margin-block-start:.35rem}
.pull figcaption span{display:block;font-weight:400;letter-spacing:.02em;text-transform:none;color:var(--muted);font-size:.95rem}
.coupon{position:relative;display:grid;grid-template-columns:1.4fr auto auto;align-items:center;gap:1.25rem 2.75rem;padding:clamp(1.25rem,3vw,2rem);border:2px dashed var(--accent)}
.coupon .standfirst{margin:0;color:var(--text);font-size:clamp(1.25rem,2vw,1.5rem)}
.snip{position:absolute;inset-block-start:-.85rem;inset-inline-start:1.75rem;inline-size:1.7rem;block-size:1.7rem;padding-inline:.25rem;background:var(--bg);fill:none;stroke:var(--accent);stroke-width:1.6;stroke-linecap:round}
.facts{display:flex;flex-wrap:wrap;gap:1rem 2.25rem;margin:0}
.facts dt{color:var(--muted)}
.facts dd{margin:.2rem 0 0;font-size:1.35rem;line-height:1.2}
.btn{display:inline-block;background:var(--accent);color:var(--accentText);border:2px solid var(--accent);padding:.8rem 1.5rem;text-decoration:none;cursor:pointer}
.btn-line{background:transparent;color:var(--accent)}
.btn:hover{background:var(--text);border-color:var(--text);color:var(--bg)}
.letters{display:grid;grid-template-columns:1fr 1.6fr;gap:1.5rem 3rem;align-items:start}
.letters .standfirst{margin:0;font-size:clamp(1.3rem,2.2vw,1.7rem);color:var(--text)}
.letters>.form:first-child{grid-column:1/-1;max-inline-size:44rem}
.form label{display:block;margin:1.1rem 0 .35rem}
.form label:first-of-type{margin-block-start:0}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--surface);border:0;border-block-end:2px solid var(--text);border-radius:0;padding:.65rem .75rem}
.form button{margin-block-start:1.3rem}
.form-status{margin:0 0 1rem;padding:.75rem 1rem;background:var(--surface);border-inline-start:4px solid var(--accent)}
.dept.slim{display:flex;flex-wrap:wrap;align-items:center;gap:1rem 2rem;margin-block-start:var(--gap);padding-block:.75rem 0;border-block-start:4px solid var(--text)}
.slim>h2{flex:1 1 auto;margin:0;padding:0;border:0}
.contacts{list-style:none;padding:0}
.colophon{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:.5rem 2rem;margin-block-start:calc(4.5rem*var(--density,1));padding-block:1.1rem 3rem;border-block-start:6px double var(--text);color:var(--muted);font-size:.85rem}
.colophon p{margin:0}
.col-name{font-weight:800;font-size:1.5rem;letter-spacing:-.02em;color:var(--text)}
.colophon a{color:inherit}
:is(:lang(ar),:lang(hi),:lang(ja),:lang(zh)) *{font-style:normal}
:is(:lang(ja),:lang(zh)) :is(.issue,.toc-h,.rl,.btn,.when,.facts dt,.form label,.pull figcaption,.f-img figcaption){font-size:.75rem}
@media (max-width:60rem){.well{grid-template-columns:repeat(2,1fr)}.well .feature::before{display:none}.well .feature:nth-child(2n)::before{display:block}}
@media (max-width:40rem){.mast h1{font-size:clamp(2.6rem,15vw,5rem);letter-spacing:-.03em}
.issue{font-size:.66rem;letter-spacing:.12em}
.cover{grid-template-columns:1fr}
.cover-photo{margin-inline:calc(-1*var(--pad));margin-block-end:0}
.cover-photo::before{display:none}
.cover-photo .avatar{aspect-ratio:4/3}
.cover-mono{aspect-ratio:auto;padding:1.5rem;justify-self:start;font-size:4rem}
.toc ol{columns:2;column-gap:1.25rem}
.toc a::after{display:none}
.toc a::before{order:-1}
.well{grid-template-columns:1fr}
.well .feature:nth-child(n)::before{display:none}
.briefs li{display:grid;grid-template-columns:2.5rem 1fr;align-items:baseline}
.briefs li>*{grid-column:2}
.briefs .icon{grid-column:1;grid-row:1/span 2;align-self:start;margin-block-start:.55rem}
.dept>h2{font-size:clamp(1.75rem,9vw,2.3rem)}
.lead,.lead:not(.has-img) .f-text{grid-template-columns:1fr}
.lead .f-img{margin-inline:calc(-1*var(--pad))}
.lead .f-img figcaption{padding-inline:var(--pad)}
.lead h3{font-size:clamp(2rem,10vw,2.6rem)}
.career li{grid-template-columns:5.5rem 1fr;column-gap:.9rem}
.dept.box{margin-inline:calc(-1*var(--pad));padding-inline:var(--pad)}
.coupon,.letters{grid-template-columns:1fr}}
`;

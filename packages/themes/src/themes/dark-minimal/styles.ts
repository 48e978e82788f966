import { symbolMask } from "../../shared/symbols";

// Dark Minimal's stylesheet: a sticky introduction beside a scrolling column from 64rem, a calm 15–17px text size,
// rows separated by space rather than boxes, and one cool accent. Hover tints are transitions only (stopped by
// reduced motion); nothing starts hidden.
export const darkMinimalCss = `:root{--radius:8px}
body{font-family:var(--font-body);font-size:1rem;line-height:1.7;-webkit-font-smoothing:antialiased}
a{color:var(--accent)}
.split{max-inline-size:76rem;margin-inline:auto;padding-inline:clamp(1.25rem,5vw,3rem)}
@media (min-width:64rem){.split{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:4rem}.intro{position:sticky;inset-block-start:0;block-size:100vh;overflow-y:auto;display:flex;flex-direction:column;padding-block:6rem 3rem}.social{margin-block-start:auto!important}}
.intro{padding-block:4rem 1rem}
.intro .avatar{display:block;inline-size:7.5rem;block-size:7.5rem;border-radius:50%;object-fit:cover;margin-block-end:1.5rem}
h1{font-family:var(--font-heading);font-size:clamp(2.25rem,5vw,3.25rem);line-height:1.1;letter-spacing:-.025em;font-weight:700;margin:0}
.role{font-size:1.2rem;font-weight:500;margin-block:.75rem 0}
.bio{color:var(--muted);max-inline-size:22rem;margin-block:1rem 0}
.toc{display:none}
@media (min-width:64rem){.toc{display:block;margin-block-start:3rem}}
.toc ul{list-style:none;margin:0;padding:0;display:grid;gap:.35rem}
.toc a{display:inline-flex;align-items:center;gap:1rem;color:var(--muted);text-decoration:none;font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.12em;padding-block:.35rem}
.toc a::before{content:"";inline-size:2rem;block-size:1px;background:currentColor;transition:inline-size .2s}
.toc a:hover,.toc a:focus-visible{color:var(--text)}
.toc a:hover::before{inline-size:4rem}
.social{list-style:none;margin:2rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;font-size:.9375rem}
.flow{padding-block:1rem 2rem}
@media (min-width:64rem){.flow{padding-block:6rem 3rem}}
.block{padding-block:calc(2rem*var(--density,1)) calc(2.5rem*var(--density,1))}
.block h2{font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.14em;color:var(--text);margin:0 0 1.5rem}
h3{font-size:1.05rem;line-height:1.4;font-weight:600;margin:0;color:var(--text)}
.at{color:var(--muted);font-weight:500}
p{margin-block:.5rem 0}
.muted{color:var(--muted)}
.prose p{color:var(--muted);max-inline-size:38rem}
.rows{list-style:none;margin:0;padding:0;display:grid;gap:calc(.5rem*var(--density,1))}
.r{display:grid;gap:.5rem;padding:calc(1rem*var(--density,1)) 1rem;margin-inline:-1rem;border-radius:var(--radius);transition:background-color .2s}
.r:hover{background:var(--surface)}
.r p{color:var(--muted)}
@media (min-width:40rem){.r{grid-template-columns:9rem minmax(0,1fr);gap:1.5rem}.r.r-wide{grid-template-columns:minmax(0,1fr)}}
.r-side{margin:0;font-size:.8125rem;font-weight:600;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);padding-block-start:.2rem}
.r-side:empty{display:none}
@media (min-width:40rem){.r-side:empty{display:block}}
.project-img{display:block;inline-size:100%;aspect-ratio:16/9;object-fit:cover;border-radius:4px;border:1px solid var(--border)}
.chips{list-style:none;margin:.9rem 0 0;padding:0;display:flex;flex-wrap:wrap;gap:.4rem}
.chips li{font-size:.8125rem;font-weight:500;line-height:1;padding:.45rem .75rem;border-radius:999px;color:var(--accent);background:color-mix(in srgb,var(--accent) 12%,transparent)}
.acts{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem 1.25rem;margin-block-start:1.1rem}
.lnk{color:var(--text);font-weight:500;text-decoration:none;border-block-end:1px solid var(--border)}
.lnk:hover{color:var(--accent);border-color:var(--accent)}
.lnk-go{color:var(--accent);border-color:transparent}
.lnk-go::after{${symbolMask("arrow-e", ".9em")};margin-inline-start:.3em}
[dir=rtl] .lnk-go::after{${symbolMask("arrow-w", ".9em")}}
.svc{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem}
.svc li{display:grid;grid-template-columns:2.5rem minmax(0,1fr);gap:1rem}
.svc p{color:var(--muted)}
.icon{inline-size:1.5rem;block-size:1.5rem;color:var(--accent);margin-block-start:.15rem}
.q{margin:0 0 1.5rem;padding:1.5rem;border:1px solid var(--border);border-radius:var(--radius);max-inline-size:40rem}
.q blockquote{margin:0;font-size:1.1rem;line-height:1.6}
.q blockquote p{margin:0}
.q figcaption{margin-block-start:1rem;color:var(--muted);font-size:.9375rem}
.q strong{color:var(--text)}
.stars{margin:0 0 .75rem;color:var(--accent);letter-spacing:.15em;font-size:.875rem}
.hire p{color:var(--muted);max-inline-size:38rem}
.fact span{display:inline-block;min-inline-size:7rem;font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.08em;color:var(--text)}
.btn{display:inline-block;margin-block-start:.5rem;background:transparent;color:var(--accent);border:1px solid var(--accent);border-radius:4px;padding:.7rem 1.2rem;font:inherit;font-weight:600;text-decoration:none;cursor:pointer;transition:background-color .2s}
.btn:hover{background:color-mix(in srgb,var(--accent) 12%,transparent)}
.form{max-inline-size:34rem;margin-block-start:1rem}
.form label{display:block;font-size:.8125rem;font-weight:700;text-transform:uppercase;letter-spacing:.08em;margin-block:1rem .4rem}
.form input,.form textarea{display:block;inline-size:100%;font:inherit;color:var(--text);background:var(--surface);border:1px solid var(--border);border-radius:4px;padding:.7rem .85rem}
.form button{margin-block-start:1.25rem}
.form-status{padding:.75rem 1rem;border:1px solid var(--accent);border-radius:4px;font-weight:600}
.form-error{border-color:currentColor}
.foot{color:var(--muted);font-size:.8125rem;padding-block:2rem}
.foot a{color:var(--text)}
`;

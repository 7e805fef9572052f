/**
 * The pages' only style sheet, inlined in each page's `<head>` (no request
 * to fetch it) and allowed by the Content-Security-Policy through its hash.
 *
 * @module
 */

/** The CSS of every page and of the embed. */
export const PAGE_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--muted:#4f5863;--line:#d5dae0;--card:#f5f7f9;--link:#0a58b0;--star:#a34f00;--pos:#1c7a3e;--neg:#b3261e;--bar:#e4e8ec}
@media (prefers-color-scheme:dark){:root{--bg:#121416;--fg:#e8eaed;--muted:#b0b7c0;--line:#3a4048;--card:#1d2126;--link:#8ab8ff;--star:#f7b955;--pos:#6fcf8f;--neg:#ff8a80;--bar:#33393f}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;overflow-wrap:break-word;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main,.top,footer{max-width:62rem;margin:0 auto;padding:0 1rem}
a{color:var(--link);text-underline-offset:.15em}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible{outline:3px solid var(--link);outline-offset:2px}
h1{font-size:1.9rem;line-height:1.2;margin:1.25rem 0 .25rem}
h2{font-size:1.35rem;margin:2rem 0 .75rem;border-top:1px solid var(--line);padding-top:1.25rem}
h3{font-size:1.05rem;margin:0 0 .25rem}
p,address{margin:.4rem 0}
ul{padding-left:1.2rem}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:.5rem;background:var(--bg);padding:.25rem .5rem}
.muted{color:var(--muted)}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.stars{color:var(--star);letter-spacing:.05em;white-space:nowrap}
.big{font-size:2.6rem;font-weight:700;line-height:1}
.grid{display:grid;gap:1rem}
@media (min-width:48rem){.grid.two{grid-template-columns:1fr 1fr}.grid.three{grid-template-columns:repeat(3,1fr)}}
.card{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:1rem;min-width:0;align-self:start}
.card h2{border:0;padding:0;margin-top:0}
.hist{list-style:none;padding:0;margin:.5rem 0}
.hist li{display:grid;grid-template-columns:4.5rem 1fr 5.5rem;gap:.5rem;align-items:center}
.bar{display:block;width:100%;height:.8rem}
.bar .bg{fill:var(--bar)}.bar .fg{fill:var(--star)}.bar .pos{fill:var(--pos)}.bar .neg{fill:var(--neg)}
.num{text-align:right;font-variant-numeric:tabular-nums}
.aspects{list-style:none;padding:0;margin:0;display:grid;gap:0 2rem}
@media (min-width:48rem){.aspects{grid-template-columns:repeat(3,1fr)}}
.aspects li{padding:.5rem 0;border-bottom:1px solid var(--line);min-width:0;overflow-wrap:anywhere}
.generated{border-left:4px solid var(--link);padding-left:.75rem}
.tag{display:inline-block;font-size:.8rem;border:1px solid var(--line);border-radius:1rem;padding:0 .5rem;color:var(--muted)}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.35rem .5rem;border-bottom:1px solid var(--line)}td.num,th.num{text-align:right}
.reviews{list-style:none;padding:0;margin:0}
.review{border-bottom:1px solid var(--line);padding:1rem 0;overflow-wrap:anywhere;word-break:break-word}
.reply{margin:.5rem 0 0 .75rem;padding-left:.75rem;border-left:3px solid var(--line)}
.notice{background:var(--card);border:1px solid var(--line);border-radius:.5rem;padding:.6rem 1rem;margin:1rem 0}
.problems{color:var(--neg)}
form.search{display:grid;gap:.75rem;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));align-items:end}
label{display:block;font-weight:600;font-size:.9rem}
input,select,button{font:inherit;width:100%;min-height:2.75rem;padding:.4rem .5rem;border:1px solid var(--muted);border-radius:.35rem;background:var(--bg);color:var(--fg)}
button{background:var(--link);color:var(--bg);border-color:var(--link);font-weight:600;cursor:pointer}
.pager{display:flex;gap:1rem;flex-wrap:wrap;margin:1rem 0}
.pager a{display:inline-block;padding:.6rem 0}
footer{margin-top:2rem;padding-bottom:2rem;border-top:1px solid var(--line);font-size:.9rem}
footer a{display:inline-block;padding:.35rem 0;margin-right:1rem}
.embed h1{font-size:1.3rem;margin:.25rem 0}.embed .big{font-size:2rem}
.embed main{padding:.5rem}.embed h2{border:0;margin:.5rem 0;padding:0}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
`.trim();

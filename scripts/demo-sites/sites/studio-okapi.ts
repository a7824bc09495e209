/** Studio Okapi Architecture: an editorial, near-monochrome studio site: a full-bleed building story. */
import type { DemoSite } from '../kit';

const building = `<svg viewBox="0 0 760 560" preserveAspectRatio="xMidYMid slice" width="100%" height="100%">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dcd6"/><stop offset="1" stop-color="#f1efe8"/></linearGradient></defs>
<rect width="760" height="560" fill="url(#sky)"/>
<polygon points="120,470 120,210 420,140 420,470" fill="#e9e4da"/><polygon points="420,140 640,200 640,470 420,470" fill="#b9b2a5"/>
<g fill="#2a2a28">${Array.from({ length: 5 }, (_, r) => Array.from({ length: 6 }, (_, c) => `<rect x="${150 + c * 44}" y="${235 + r * 46}" width="26" height="32"/>`).join('')).join('')}</g>
<rect x="460" y="230" width="140" height="240" fill="#8d8678"/><rect x="470" y="240" width="120" height="230" fill="#4b4a45" opacity=".6"/>
<rect x="0" y="470" width="760" height="90" fill="#cfc9bd"/><rect x="0" y="470" width="760" height="6" fill="#a9a294"/>
<g fill="#5d6b4f"><circle cx="70" cy="430" r="44"/><circle cx="690" cy="438" r="38"/></g><rect x="66" y="440" width="8" height="32" fill="#3e3a33"/></svg>`;

export const studioOkapi: DemoSite = {
  key: 'studio-okapi',
  css: `
body{background:#f4f2ed;color:#161615;font-family:'DejaVu Sans',sans-serif}
nav{display:flex;align-items:baseline;gap:28px;padding:28px 48px;font-size:14px;letter-spacing:.4px}
.logo{margin-right:auto;font-size:22px;font-weight:700;letter-spacing:-.5px}
.logo span{font-weight:300}
nav .on{border-bottom:1px solid #161615}
.main{display:grid;grid-template-columns:420px 1fr;gap:0;padding:0 48px;height:620px}
.text{padding:30px 40px 0 0;display:flex;flex-direction:column}
.num{font-size:13px;letter-spacing:3px;color:#77736a}
h1{font-family:'Liberation Serif',serif;font-weight:400;font-size:68px;line-height:1;letter-spacing:-2px;margin:20px 0}
.text p{font-size:15px;line-height:1.65;color:#4b4943}
.meta{margin-top:auto;display:grid;grid-template-columns:1fr 1fr;gap:14px;font-size:13px;border-top:1px solid #cfcbc1;padding:18px 0}
.meta b{display:block;font-weight:700;margin-bottom:3px}
.image{position:relative}.image svg{display:block}
.image span{position:absolute;bottom:16px;right:18px;background:#f4f2ed;font-size:12px;padding:6px 10px;letter-spacing:1px}
.strip{display:flex;gap:36px;padding:20px 48px;font-size:13px;color:#77736a;letter-spacing:1px}`,
  body: `
<nav><span class="logo">Studio Okapi <span>Architecture</span></span><span class="on">Projects</span><span>Archive</span><span>Studio</span><span>Press</span><span>Contact</span></nav>
<div class="main"><div class="text"><span class="num">PROJECT 23 / 41</span>
<h1>The Linden Street Library</h1>
<p>A public library that opens its ground floor to the street: a brick reading room, a timber roof light and a courtyard that stays cool through Austin summers.</p>
<div class="meta"><span><b>Location</b>Austin, Texas</span><span><b>Completed</b>2025</span><span><b>Area</b>2,400 m²</span><span><b>Award</b>AIA Austin Design Award</span></div></div>
<div class="image">${building}<span>PHOTO · 1 OF 14</span></div></div>
<div class="strip"><span>← Previous: Casa Mirador</span><span>Next: Eastside Market Hall →</span></div>`,
};

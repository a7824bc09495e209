/** Helix Robotics: an industrial maker's product page: graphite and safety orange, a robot arm, specs. */
import type { DemoSite } from '../kit';

const arm = `<svg width="470" height="470" viewBox="0 0 470 470">
<defs><linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ff8a3d"/><stop offset="1" stop-color="#d9480f"/></linearGradient></defs>
<ellipse cx="200" cy="440" rx="170" ry="20" fill="#000" opacity=".35"/>
<rect x="130" y="388" width="140" height="48" rx="10" fill="#2f3336"/><rect x="160" y="346" width="80" height="50" rx="8" fill="#3d4246"/>
<line x1="200" y1="350" x2="270" y2="170" stroke="url(#metal)" stroke-width="48" stroke-linecap="round"/>
<line x1="270" y1="170" x2="400" y2="130" stroke="url(#metal)" stroke-width="38" stroke-linecap="round"/>
<circle cx="200" cy="350" r="32" fill="#3d4246"/><circle cx="200" cy="350" r="13" fill="#ff8a3d"/>
<circle cx="270" cy="170" r="28" fill="#3d4246"/><circle cx="270" cy="170" r="11" fill="#ff8a3d"/>
<circle cx="400" cy="130" r="20" fill="#3d4246"/>
<path d="M408 146l20 34m-40-28-2 40" stroke="#c9ced2" stroke-width="9" stroke-linecap="round"/>
<rect x="360" y="228" width="70" height="46" rx="4" fill="#4a5056"/><rect x="366" y="234" width="58" height="6" fill="#5d646b"/>
<g stroke="#ff8a3d" stroke-width="1.5" opacity=".5" fill="none"><circle cx="200" cy="350" r="70" stroke-dasharray="4 8"/><circle cx="270" cy="170" r="60" stroke-dasharray="4 8"/></g></svg>`;

export const helixRobotics: DemoSite = {
  key: 'helix-robotics',
  css: `
body{background:linear-gradient(180deg,#1b1e21 0%,#24282c 100%);color:#e9ecef;font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif}
nav{display:flex;align-items:center;gap:34px;padding:24px 60px;text-transform:uppercase;letter-spacing:2px;font-size:15px;color:#aab1b8;border-bottom:1px solid #33383d}
.logo{margin-right:auto;font-size:26px;font-weight:700;letter-spacing:4px;color:#fff;display:flex;gap:12px;align-items:center}
.quote{background:#ff6b1a;color:#111;padding:12px 20px;font-weight:700}
.hero{display:grid;grid-template-columns:1fr 470px;padding:30px 60px 0;align-items:center}
.tag{color:#ff8a3d;letter-spacing:4px;text-transform:uppercase;font-size:16px;font-weight:700}
h1{font-size:92px;line-height:.95;text-transform:uppercase;font-weight:700;margin:14px 0 20px;letter-spacing:-1px}
p{font-family:Inter,sans-serif;font-size:18px;line-height:1.55;color:#aab1b8;max-width:520px}
.buttons{display:flex;gap:14px;margin-top:28px;text-transform:uppercase;letter-spacing:2px;font-weight:700;font-size:16px}
.buttons b{padding:16px 24px}.b1{background:#ff6b1a;color:#111}.b2{border:2px solid #586068}
.specs{display:grid;grid-template-columns:repeat(4,1fr);margin:10px 60px 0;border-top:2px solid #ff6b1a;background:#2a2f33}
.specs div{padding:20px 24px;border-right:1px solid #3a4046}.specs strong{display:block;font-size:38px;color:#fff}
.industries{display:flex;gap:12px;padding:22px 60px 0;font-family:Inter,sans-serif;font-size:14px;color:#aab1b8;align-items:center}
.industries b{border:1px solid #3a4046;border-radius:999px;padding:8px 14px;color:#e9ecef;font-weight:500}
.specs span{font-size:14px;text-transform:uppercase;letter-spacing:2px;color:#8f979e}`,
  body: `
<nav><span class="logo"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M6 4c12 4 6 18 18 22M24 4C12 8 18 22 6 26" stroke="#ff6b1a" stroke-width="3.5" fill="none"/></svg>Helix</span>
<span>Robots</span><span>Configurator</span><span>Industries</span><span>Dealers</span><span class="quote">Request a quote</span></nav>
<section class="hero"><div><span class="tag">New · HX-7 six-axis arm</span>
<h1>Built for the third shift.</h1>
<p>Collaborative arms for welding, palletising and machine tending that run 24/7 and pay for themselves in under 14 months.</p>
<div class="buttons"><b class="b1">Configure your HX-7</b><b class="b2">Spec sheets</b></div></div>${arm}</section>
<div class="specs"><div><strong>12 kg</strong><span>Payload</span></div><div><strong>1,300 mm</strong><span>Reach</span></div><div><strong>±0.02 mm</strong><span>Repeatability</span></div><div><strong>IP67</strong><span>Protection</span></div></div>
<div class="industries">Working today in <b>Automotive</b><b>Food &amp; beverage</b><b>Metal fabrication</b><b>Plastics</b><b>Logistics</b> · 140 dealers across North America</div>`,
};

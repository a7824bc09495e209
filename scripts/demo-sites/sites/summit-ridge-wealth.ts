/** Summit Ridge Wealth Partners: the private client portal: a quarter's statement, vault and adviser. */
import type { DemoSite } from '../kit';

const chart = `<svg width="100%" height="150" viewBox="0 0 560 150" preserveAspectRatio="none">
<defs><linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c8a45c" stop-opacity=".45"/><stop offset="1" stop-color="#c8a45c" stop-opacity="0"/></linearGradient></defs>
<path d="M0 120 L40 112 80 116 120 98 160 102 200 88 240 92 280 70 320 76 360 60 400 64 440 44 480 50 520 30 560 24 V150 H0Z" fill="url(#area)"/>
<path d="M0 120 L40 112 80 116 120 98 160 102 200 88 240 92 280 70 320 76 360 60 400 64 440 44 480 50 520 30 560 24" stroke="#c8a45c" stroke-width="3" fill="none"/></svg>`;

export const summitRidge: DemoSite = {
  key: 'summit-ridge-wealth',
  css: `
body{font-family:Manrope,sans-serif;background:#f3f1ec;color:#1d2b24;display:grid;grid-template-columns:240px 1fr}
aside{background:#163a2c;color:#cfe0d6;height:800px;padding:28px 22px}
.logo{font-family:'Liberation Serif',serif;font-size:24px;color:#fff;line-height:1.1;margin-bottom:34px;display:flex;gap:10px;align-items:center}
.logo small{display:block;font-family:Manrope,sans-serif;font-size:10px;letter-spacing:3px;color:#c8a45c}
aside li{padding:12px 14px;border-radius:8px;font-size:15px;margin-bottom:4px}aside li.on{background:#24503f;color:#fff;font-weight:700}
.secure{margin-top:320px;font-size:12px;color:#8fb3a1;border-top:1px solid #24503f;padding-top:14px}
main{padding:26px 36px}
header{display:flex;align-items:center;justify-content:space-between;margin-bottom:22px}
h1{font-family:'Liberation Serif',serif;font-weight:400;font-size:34px}
.who{display:flex;align-items:center;gap:10px;font-size:14px;font-weight:600}.who i{width:38px;height:38px;border-radius:50%;background:#c8a45c}
.grid{display:grid;grid-template-columns:1.6fr 1fr;gap:20px}
.card{background:#fff;border-radius:14px;padding:22px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.card h2{font-size:14px;text-transform:uppercase;letter-spacing:2px;color:#6c7a72;margin-bottom:8px}
.big{font-size:44px;font-weight:800;letter-spacing:-1px}.up{color:#1f7a4d;font-weight:700;font-size:15px}
.alloc li{display:flex;justify-content:space-between;padding:9px 0;border-bottom:1px solid #eee9df;font-size:15px}
.alloc i{display:inline-block;width:10px;height:10px;border-radius:3px;margin-right:8px}
.docs li{display:flex;gap:12px;align-items:center;padding:11px 0;border-bottom:1px solid #eee9df;font-size:15px}
.docs li span{margin-left:auto;color:#8a958f;font-size:13px}.docs b{width:34px;height:40px;border-radius:5px;background:#f1e6cf;display:grid;place-items:center;font-size:10px;color:#8a6a2a}
.adviser{display:flex;gap:14px;align-items:center}.adviser i{width:54px;height:54px;border-radius:50%;background:linear-gradient(135deg,#8a6a4a,#d8b98c)}
.msg{background:#f3f1ec;border-radius:10px;padding:12px;font-size:14px;line-height:1.5;margin-top:14px;color:#3d4a43}`,
  body: `
<aside><div class="logo"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M2 26 12 8l5 8 4-5 7 15z" fill="#c8a45c"/></svg><div>Summit Ridge<small>WEALTH PARTNERS</small></div></div>
<ul><li class="on">Overview</li><li>Statements</li><li>Document vault</li><li>Messages</li><li>Settings</li></ul>
<div class="secure">Signed in with two-factor · session ends in 14 min</div></aside>
<main><header><h1>Good morning, Eleanor</h1><span class="who"><i></i>Whitaker Family Trust</span></header>
<div class="grid"><div class="card"><h2>Total portfolio value</h2><div class="big">$4,286,410</div><span class="up">▲ $212,880 (5.2%) this quarter</span>${chart}</div>
<div class="card"><h2>Allocation</h2><ul class="alloc"><li><span><i style="background:#163a2c"></i>US equities</span><b>46%</b></li><li><span><i style="background:#c8a45c"></i>International</span><b>18%</b></li><li><span><i style="background:#5f8f7a"></i>Fixed income</span><b>28%</b></li><li><span><i style="background:#b9c4be"></i>Cash</span><b>8%</b></li></ul></div>
<div class="card"><h2>Document vault</h2><ul class="docs"><li><b>PDF</b>Q3 2026 quarterly statement<span>Oct 9</span></li><li><b>PDF</b>2025 tax summary (1099)<span>Feb 14</span></li><li><b>PDF</b>Investment policy statement<span>Jan 6</span></li></ul></div>
<div class="card"><h2>Your adviser</h2><div class="adviser"><i></i><div><b>Daniel Okafor, CFP®</b><br><span style="font-size:14px;color:#6c7a72">Replies within one business day</span></div></div><div class="msg">Your Q3 rebalancing is done. Let's review the trust distribution on our call Thursday.</div></div></div></main>`,
};

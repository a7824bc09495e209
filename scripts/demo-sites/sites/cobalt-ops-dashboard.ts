/** Cobalt Logistics Ops Dashboard: the dispatch team's live board: loads, a route map and exceptions. */
import type { DemoSite } from '../kit';

const load = (id: string, lane: string, driver: string, eta: string, status: string, tone: string) =>
  `<tr><td><b>${id}</b></td><td>${lane}</td><td>${driver}</td><td>${eta}</td><td><span class="pill ${tone}">${status}</span></td></tr>`;

export const cobaltOps: DemoSite = {
  key: 'cobalt-ops-dashboard',
  css: `
body{font-family:Inter,sans-serif;background:#eef2f7;color:#0f1d33}
header{display:flex;align-items:center;gap:26px;background:#0b2e6f;color:#c7d6f2;padding:14px 28px;font-size:14px;font-weight:600}
.logo{display:flex;gap:10px;align-items:center;color:#fff;font-size:18px;font-weight:800;margin-right:20px}
header .on{color:#fff;border-bottom:2px solid #4f8cff;padding-bottom:4px}
.live{margin-left:auto;display:flex;align-items:center;gap:8px;color:#9fe0b8}.live i{width:9px;height:9px;border-radius:50%;background:#3ddc84}
main{padding:20px 28px;display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.kpi{background:#fff;border-radius:12px;padding:16px 18px;border:1px solid #dde4ee}
.kpi span{font-size:13px;color:#5d6b82;font-weight:600}.kpi b{display:block;font-size:32px;margin:6px 0 2px}.kpi small{font-size:12px;font-weight:700}
.map{grid-column:span 2;grid-row:span 2;background:#fff;border-radius:12px;border:1px solid #dde4ee;overflow:hidden;position:relative}
.map h3,.panel h3{font-size:14px;padding:14px 16px;border-bottom:1px solid #eef2f7}
.panel{grid-column:span 2;background:#fff;border-radius:12px;border:1px solid #dde4ee}
.exc li{display:flex;gap:10px;padding:10px 16px;border-bottom:1px solid #eef2f7;font-size:13px;align-items:center}.exc li b{min-width:70px}
.exc em{font-style:normal;margin-left:auto;color:#5d6b82}
.table{grid-column:span 4;background:#fff;border-radius:12px;border:1px solid #dde4ee}
table{width:100%;border-collapse:collapse;font-size:13px}th{text-align:left;font-size:11px;text-transform:uppercase;letter-spacing:1px;color:#5d6b82;padding:10px 16px;background:#f6f8fb}
td{padding:10px 16px;border-top:1px solid #eef2f7}
.pill{padding:4px 10px;border-radius:999px;font-weight:700;font-size:12px}.g{background:#dcfce7;color:#166534}.a{background:#fef3c7;color:#92400e}.r{background:#fee2e2;color:#991b1b}.b{background:#dbeafe;color:#1e40af}`,
  body: `
<header><span class="logo"><svg width="26" height="26" viewBox="0 0 26 26"><rect width="26" height="26" rx="6" fill="#4f8cff"/><path d="M5 16h11v-7h3l3 4v3h-2M5 16v-7h11" stroke="#fff" stroke-width="2" fill="none"/><circle cx="9" cy="18" r="2" fill="#fff"/><circle cx="18" cy="18" r="2" fill="#fff"/></svg>Cobalt Ops</span>
<span class="on">Dispatch</span><span>Drivers</span><span>Depots</span><span>Reports</span><span class="live"><i></i>Live · updated 0.4 s ago</span></header>
<main><div class="kpi"><span>Loads on the road</span><b>148</b><small style="color:#166534">▲ 12 vs. last Tuesday</small></div>
<div class="kpi"><span>On-time rate</span><b>96.4%</b><small style="color:#166534">▲ 2.1 pts</small></div>
<div class="kpi"><span>Driver hours left (avg)</span><b>5 h 40</b><small style="color:#5d6b82">of 11 h limit</small></div>
<div class="kpi"><span>Exceptions</span><b>7</b><small style="color:#991b1b">3 need action</small></div>
<div class="map"><h3>Routes · Midwest region</h3><svg width="100%" height="260" viewBox="0 0 600 260"><rect width="600" height="260" fill="#e8eef6"/>
<path d="M0 180 C120 150 200 210 320 170 S520 120 600 140" stroke="#cfd9e6" stroke-width="18" fill="none"/><path d="M140 0 C160 80 120 160 180 260" stroke="#cfd9e6" stroke-width="14" fill="none"/>
<path d="M60 200 C160 120 260 150 340 90 S500 60 560 40" stroke="#4f8cff" stroke-width="4" fill="none" stroke-dasharray="10 6"/><path d="M80 60 C200 90 300 200 480 210" stroke="#f59e0b" stroke-width="4" fill="none" stroke-dasharray="10 6"/>
<g fill="#0b2e6f"><circle cx="60" cy="200" r="9"/><circle cx="560" cy="40" r="9"/><circle cx="80" cy="60" r="9"/><circle cx="480" cy="210" r="9"/></g>
<g><circle cx="340" cy="90" r="12" fill="#4f8cff" stroke="#fff" stroke-width="3"/><circle cx="300" cy="178" r="12" fill="#ef4444" stroke="#fff" stroke-width="3"/><circle cx="200" cy="104" r="12" fill="#f59e0b" stroke="#fff" stroke-width="3"/></g></svg></div>
<div class="panel"><h3>Delivery exceptions</h3><ul class="exc"><li><span class="pill r">Late</span><b>LD-20418</b>Road closure on I-80 near Joliet<em>+48 min</em></li><li><span class="pill a">Hours</span><b>LD-20377</b>Driver at 10 h 15 of 11 h<em>Swap at Peoria</em></li><li><span class="pill a">Temp</span><b>LD-20402</b>Reefer at 41 °F, limit 40 °F<em>Checking</em></li><li><span class="pill b">POD</span><b>LD-20355</b>Signature missing<em>Driver notified</em></li></ul></div>
<div class="table"><table><tr><th>Load</th><th>Lane</th><th>Driver</th><th>ETA</th><th>Status</th></tr>
${load('LD-20418', 'Chicago, IL → Davenport, IA', 'R. Alvarez', '3:40 pm', 'Delayed', 'r')}
${load('LD-20421', 'Indianapolis, IN → St. Louis, MO', 'K. Nguyen', '2:15 pm', 'On time', 'g')}
${load('LD-20377', 'Milwaukee, WI → Peoria, IL', 'D. Brooks', '5:05 pm', 'Driver swap', 'a')}</table></div></main>`,
};

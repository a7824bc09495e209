/** ByteForge Developer Portal: an internal portal in a dark console look: services, owners, APIs. */
import type { DemoSite } from '../kit';

const row = (name: string, team: string, status: 'ok' | 'warn', api: string, oncall: string) =>
  `<tr><td><b>${name}</b></td><td>${team}</td><td><i class="${status}"></i>${status === 'ok' ? 'Healthy' : 'Degraded'}</td><td><code>${api}</code></td><td>${oncall}</td></tr>`;

export const byteforge: DemoSite = {
  key: 'byteforge-devportal',
  css: `
body{font-family:Inter,sans-serif;background:#0d1117;color:#c9d1d9;display:grid;grid-template-columns:230px 1fr}
aside{background:#010409;height:800px;padding:22px 16px;border-right:1px solid #21262d;font-size:14px}
.logo{display:flex;gap:10px;align-items:center;font-weight:800;color:#fff;font-size:18px;margin-bottom:26px}
aside h4{font-size:11px;text-transform:uppercase;letter-spacing:1.5px;color:#6e7681;margin:18px 8px 8px}
aside li{padding:8px 10px;border-radius:6px;color:#8b949e}aside li.on{background:#1f6feb22;color:#58a6ff;font-weight:600}
main{padding:22px 32px}
.search{display:flex;align-items:center;gap:12px;background:#161b22;border:1px solid #30363d;border-radius:10px;padding:12px 16px;color:#6e7681;font-size:15px}
.search kbd{margin-left:auto;border:1px solid #30363d;border-radius:5px;padding:2px 7px;font-size:12px;font-family:'DejaVu Sans Mono',monospace}
h1{font-size:28px;color:#f0f6fc;margin:26px 0 4px}.sub{color:#8b949e;font-size:15px;margin-bottom:20px}
.stats{display:grid;grid-template-columns:repeat(4,1fr);gap:14px;margin-bottom:22px}
.stat{background:#161b22;border:1px solid #21262d;border-radius:10px;padding:16px}.stat b{display:block;font-size:30px;color:#f0f6fc}.stat span{font-size:13px;color:#8b949e}
table{width:100%;border-collapse:collapse;font-size:14px;background:#161b22;border:1px solid #21262d;border-radius:10px}
th{text-align:left;color:#8b949e;font-weight:600;padding:12px 16px;border-bottom:1px solid #21262d;font-size:12px;text-transform:uppercase;letter-spacing:1px}
td{padding:13px 16px;border-bottom:1px solid #21262d}td b{color:#58a6ff}
td i{display:inline-block;width:9px;height:9px;border-radius:50%;margin-right:8px}.ok{background:#3fb950}.warn{background:#d29922}
code{font-family:'DejaVu Sans Mono',monospace;font-size:12px;background:#0d1117;border:1px solid #30363d;padding:3px 7px;border-radius:5px;color:#d2a8ff}
.runbook{margin-top:18px;background:#161b22;border:1px solid #21262d;border-left:3px solid #d29922;border-radius:10px;padding:14px 18px;font-size:14px}
.changes{margin-top:14px;display:grid;grid-template-columns:repeat(3,1fr);gap:14px;font-size:13px;color:#8b949e}.changes div{background:#161b22;border:1px solid #21262d;border-radius:10px;padding:12px 14px}.changes b{color:#f0f6fc;display:block;margin-bottom:4px}
.runbook b{color:#f0f6fc}`,
  body: `
<aside><div class="logo"><svg width="28" height="28" viewBox="0 0 28 28"><rect width="28" height="28" rx="7" fill="#1f6feb"/><path d="M9 9 5 14l4 5M19 9l4 5-4 5M16 7l-4 14" stroke="#fff" stroke-width="2.2" fill="none"/></svg>ByteForge</div>
<h4>Catalog</h4><ul><li class="on">Services</li><li>APIs</li><li>Libraries</li><li>Teams</li></ul>
<h4>Operate</h4><ul><li>On-call</li><li>Runbooks</li><li>Incidents</li><li>Scorecards</li></ul></aside>
<main><div class="search">⌕ Search services, APIs, runbooks and people<kbd>⌘ K</kbd></div>
<h1>Services</h1><p class="sub">412 services owned by 60 teams · your team: Payments Platform</p>
<div class="stats"><div class="stat"><b>412</b><span>Services</span></div><div class="stat"><b>400</b><span>APIs documented</span></div><div class="stat"><b>97%</b><span>With an owner</span></div><div class="stat"><b>3</b><span>Open incidents</span></div></div>
<table><tr><th>Service</th><th>Owner</th><th>Status</th><th>API</th><th>On call now</th></tr>
${row('payments-gateway', 'Payments Platform', 'ok', 'openapi 3.1 · v4', 'Sam Ortiz')}
${row('ledger-writer', 'Payments Platform', 'warn', 'gRPC · ledger.v2', 'Sam Ortiz')}
${row('search-indexer', 'Discovery', 'ok', 'openapi 3.1 · v2', 'Mei Tanaka')}
${row('identity-service', 'Accounts', 'ok', 'openapi 3.0 · v7', 'Jonas Berg')}
${row('notifications', 'Engagement', 'ok', 'AsyncAPI · v1', 'Priya Nair')}</table>
<div class="runbook"><b>ledger-writer</b> is degraded: p99 latency 840 ms. Runbook: <span style="color:#58a6ff">“Replay stuck ledger batches”</span></div>
<div class="changes"><div><b>payments-gateway v4.12</b>Deployed 12 min ago by CI</div><div><b>New API: refunds.v1</b>Docs published by Payments Platform</div><div><b>Scorecard: 86 / 100</b>Discovery team, up 9 this month</div></div></main>`,
};

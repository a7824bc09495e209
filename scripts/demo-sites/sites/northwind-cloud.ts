/** Northwind Cloud: a cloud-backup start-up's dark marketing page with its pricing calculator. */
import type { DemoSite } from '../kit';

export const northwindCloud: DemoSite = {
  key: 'northwind-cloud',
  css: `
body{font-family:Inter,sans-serif;color:#e6edf7;background:radial-gradient(900px 500px at 85% 10%,#1d4ed8 0%,transparent 60%),radial-gradient(700px 400px at 0% 100%,#0e7490 0%,transparent 60%),#070d1f}
nav{display:flex;align-items:center;gap:36px;padding:26px 64px;font-size:15px;color:#9fb0cc}
.logo{display:flex;align-items:center;gap:10px;font-weight:800;font-size:20px;color:#fff;margin-right:auto}
.cta{background:#38bdf8;color:#04121f;padding:10px 18px;border-radius:10px;font-weight:700}
.hero{display:grid;grid-template-columns:1.1fr .9fr;gap:48px;padding:34px 64px 0}
.pill{display:inline-block;border:1px solid #2b4470;border-radius:999px;padding:6px 14px;font-size:14px;color:#7dd3fc;margin-bottom:22px}
h1{font-size:66px;line-height:1.02;letter-spacing:-2.5px;font-weight:800;color:#fff}
h1 span{background:linear-gradient(90deg,#38bdf8,#a78bfa);-webkit-background-clip:text;color:transparent}
p.lead{font-size:20px;line-height:1.5;color:#a9b8d3;margin:22px 0 30px;max-width:520px}
.buttons{display:flex;gap:14px}.buttons b{padding:15px 24px;border-radius:12px;font-size:17px}
.primary{background:#fff;color:#07112a}.ghost{border:1px solid #334a75;color:#dbe6f7}
.calc{background:rgba(15,26,54,.85);border:1px solid #23365e;border-radius:20px;padding:28px;box-shadow:0 30px 80px rgba(0,0,0,.45)}
.calc h3{font-size:18px;color:#fff;margin-bottom:20px}
.row{display:flex;justify-content:space-between;font-size:14px;color:#9fb0cc;margin-bottom:10px}
.track{height:8px;border-radius:4px;background:#1e2c4d;margin-bottom:26px;position:relative}
.track i{position:absolute;inset:0 auto 0 0;border-radius:4px;background:linear-gradient(90deg,#38bdf8,#818cf8)}
.track i::after{content:'';position:absolute;right:-9px;top:-6px;width:20px;height:20px;border-radius:50%;background:#fff}
.price{display:flex;align-items:baseline;gap:8px;border-top:1px solid #23365e;padding-top:20px}
.price strong{font-size:48px;color:#fff;letter-spacing:-1px}.price span{color:#9fb0cc}
.logos{display:flex;gap:56px;padding:40px 64px 0;align-items:center;color:#5b6e92;font-weight:800;font-size:22px;letter-spacing:1px}
.features{display:grid;grid-template-columns:repeat(3,1fr);gap:22px;padding:44px 64px 0}
.feature{background:rgba(255,255,255,.04);border:1px solid #1f3157;border-radius:18px;padding:24px}
.feature i{display:block;width:42px;height:42px;border-radius:12px;margin-bottom:16px}
.feature b{display:block;color:#fff;font-size:19px;margin-bottom:8px}.feature span{color:#93a4c3;font-size:15px;line-height:1.5}
.logos small{font-size:13px;font-weight:500;letter-spacing:0;color:#7384a3;width:160px}`,
  body: `
<nav><span class="logo"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M8 22a6 6 0 0 1 0-12 8 8 0 0 1 15 2 5 5 0 0 1-1 10z" fill="#38bdf8"/><path d="M15 12v8m-3-3 3 3 3-3" stroke="#07112a" stroke-width="2" fill="none"/></svg>Northwind Cloud</span>
<span>Product</span><span>Pricing</span><span>Docs</span><span>Customers</span><span>Sign in</span><span class="cta">Start free trial</span></nav>
<section class="hero"><div>
<span class="pill">New · Immutable backups for Microsoft 365</span>
<h1>Backups that <span>just happen.</span></h1>
<p class="lead">Continuous, encrypted backups for your servers, laptops and SaaS apps. Restore any file from any day in seconds.</p>
<div class="buttons"><b class="primary">Try it free for 30 days</b><b class="ghost">Read the docs →</b></div></div>
<div class="calc"><h3>Estimate your monthly price</h3>
<div class="row"><span>Protected storage</span><b>4 TB</b></div><div class="track"><i style="width:42%"></i></div>
<div class="row"><span>Devices</span><b>25</b></div><div class="track"><i style="width:30%"></i></div>
<div class="row"><span>Retention</span><b>1 year</b></div><div class="track"><i style="width:64%"></i></div>
<div class="price"><strong>$189</strong><span>/ month · billed annually</span></div></div></section>
<div class="logos"><small>Trusted by 4,000+ IT teams</small><span>ACME</span><span>Orbital</span><span>KITE&amp;CO</span><span>Pinecrest</span><span>Volta</span></div>
<div class="features"><div class="feature"><i style="background:linear-gradient(135deg,#38bdf8,#1d4ed8)"></i><b>Restore in seconds</b><span>Search every version of every file, then put it back with one click.</span></div>
<div class="feature"><i style="background:linear-gradient(135deg,#a78bfa,#6d28d9)"></i><b>Ransomware-proof</b><span>Immutable copies in two regions that nobody, not even you, can delete.</span></div>
<div class="feature"><i style="background:linear-gradient(135deg,#34d399,#0e7490)"></i><b>Set up in 5 minutes</b><span>One agent for Windows, macOS and Linux, managed from your browser.</span></div></div>`,
};

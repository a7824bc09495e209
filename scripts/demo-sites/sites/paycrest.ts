/** PayCrest Merchant Services: a payments provider's page: a clear fee calculator and its industries. */
import type { DemoSite } from '../kit';

export const paycrest: DemoSite = {
  key: 'paycrest',
  css: `
body{font-family:Inter,sans-serif;background:#fff;color:#0a2540}
.band{position:absolute;inset:0 0 auto 0;height:540px;background:linear-gradient(115deg,#5b2bd9 0%,#3b5bfd 45%,#00c2a8 100%);clip-path:polygon(0 0,100% 0,100% 78%,0 100%)}
nav,.hero,.industries{position:relative}
nav{display:flex;align-items:center;gap:30px;padding:24px 64px;color:#e8ecff;font-weight:600;font-size:15px}
.logo{margin-right:auto;display:flex;gap:10px;align-items:center;font-weight:800;font-size:22px;color:#fff}
.apply{background:#fff;color:#3b2bb5;padding:11px 18px;border-radius:999px}
.hero{display:grid;grid-template-columns:1fr 440px;gap:50px;padding:30px 64px 0}
h1{font-size:58px;line-height:1.05;letter-spacing:-1.8px;color:#fff;font-weight:800}
.hero p{font-size:19px;line-height:1.55;color:#dfe6ff;margin:20px 0 26px}
.cta b{background:#0a2540;color:#fff;padding:15px 24px;border-radius:999px;font-size:17px;margin-right:14px}.cta span{color:#fff;font-weight:600}
.calc{background:#fff;border-radius:18px;box-shadow:0 40px 80px rgba(10,37,64,.28);padding:26px}
.calc h3{font-size:18px;margin-bottom:16px}
.field{border:1px solid #dfe3ec;border-radius:10px;padding:12px 14px;margin-bottom:12px;font-size:14px;color:#6b7a90}
.field b{display:block;color:#0a2540;font-size:20px;margin-top:4px}
.seg{display:flex;background:#f2f4f9;border-radius:10px;padding:4px;margin-bottom:16px;font-size:14px;font-weight:600}
.seg span{flex:1;text-align:center;padding:9px;color:#6b7a90}.seg span.on{background:#fff;color:#0a2540;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
.result{background:#f1fdf9;border-radius:12px;padding:16px}.result small{color:#0a7a66;font-weight:700;font-size:13px}
.result b{display:block;font-size:34px;color:#0a2540;margin:4px 0}.result span{font-size:13px;color:#52627a}
.industries{display:grid;grid-template-columns:repeat(4,1fr);gap:18px;padding:56px 64px 0}
.ind{border:1px solid #e6e9f2;border-radius:14px;padding:18px;display:flex;gap:14px;align-items:center;font-weight:700}
.ind i{width:44px;height:44px;border-radius:12px;display:grid;place-items:center;font-style:normal;font-size:22px}
.ind small{display:block;font-weight:500;color:#6b7a90;font-size:13px}`,
  body: `
<div class="band"></div>
<nav><span class="logo"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M15 2 27 8v8c0 7-5 11-12 13C8 27 3 23 3 16V8z" fill="#fff"/><path d="M9 15l4 4 8-8" stroke="#3b5bfd" stroke-width="3" fill="none"/></svg>PayCrest</span>
<span>Payments</span><span>Terminals</span><span>Industries</span><span>Pricing</span><span class="apply">Apply in 5 minutes</span></nav>
<section class="hero"><div><h1>Card payments with fees you can actually read.</h1>
<p>One flat rate for in-store and online sales, next-day deposits and no contract. Your application fills itself in from the business registry.</p>
<div class="cta"><b>Become a merchant</b><span>Talk to sales →</span></div></div>
<div class="calc"><h3>What would you pay?</h3><div class="seg"><span class="on">In store</span><span>Online</span><span>Both</span></div>
<div class="field">Monthly card sales<b>$42,000</b></div><div class="field">Average ticket<b>$28.50</b></div>
<div class="result"><small>Your PayCrest rate: 2.6% + 10¢</small><b>$1,239 / month</b><span>That is $318 less than your current processor.</span></div></div></section>
<div class="industries"><div class="ind"><i style="background:#fff1e6"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#c2410c" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 3v8a2 2 0 0 0 4 0V3M8 11v10M16 3c-2 2-2 7 0 9v9"/></svg></i><div>Restaurants<small>Tips, tabs, QR menus</small></div></div>
<div class="ind"><i style="background:#eef2ff"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#3b2bb5" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0"/></svg></i><div>Retail<small>Inventory and returns</small></div></div>
<div class="ind"><i style="background:#e8fbf6"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#0a7a66" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="6" cy="18" r="3"/><circle cx="18" cy="18" r="3"/><path d="M8 16 18 4M16 16 6 4"/></svg></i><div>Salons<small>Booking deposits</small></div></div>
<div class="ind"><i style="background:#fdf2f8"><svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#be185d" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M2 7h11v9H2zM13 10h4l4 4v2h-8"/><circle cx="6" cy="18" r="2"/><circle cx="17" cy="18" r="2"/></svg></i><div>Food trucks<small>Offline payments</small></div></div></div>`,
};

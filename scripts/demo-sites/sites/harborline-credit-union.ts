/** Harborline Credit Union: a bright, plain-spoken member site with its loan rates and ATM finder. */
import type { DemoSite } from '../kit';

export const harborline: DemoSite = {
  key: 'harborline-credit-union',
  css: `
body{font-family:Manrope,sans-serif;color:#0f2a3d;background:#f6f9fb}
.top{background:#0b3954;color:#cfe3ef;font-size:13px;padding:8px 56px;display:flex;gap:28px}.top b{margin-left:auto;color:#fff}
nav{display:flex;align-items:center;gap:30px;padding:18px 56px;background:#fff;font-weight:600;font-size:16px;border-bottom:1px solid #e3ebf0}
.logo{display:flex;align-items:center;gap:10px;font-size:22px;font-weight:800;color:#0b3954;margin-right:auto}
.join{background:#f2a541;color:#2b1a00;padding:11px 20px;border-radius:8px;font-weight:800}
.login{border:2px solid #0b3954;padding:9px 18px;border-radius:8px}
.hero{display:grid;grid-template-columns:1fr 470px;gap:40px;padding:40px 56px 30px;background:linear-gradient(120deg,#e3f1f6 0%,#f6f9fb 60%)}
h1{font-size:54px;line-height:1.06;font-weight:800;letter-spacing:-1.5px}
h1 em{font-style:normal;color:#087e8b}
.lead{font-size:19px;line-height:1.55;color:#3d5566;margin:18px 0 26px;max-width:560px}
.btn{display:inline-block;background:#087e8b;color:#fff;padding:15px 24px;border-radius:8px;font-weight:800;font-size:17px;margin-right:12px}
.btn.alt{background:transparent;color:#0b3954;border:2px solid #c5d6df}
.rates{background:#fff;border-radius:16px;box-shadow:0 18px 50px rgba(11,57,84,.14);padding:24px 26px}
.rates h2{font-size:20px;margin-bottom:6px}.rates p{font-size:13px;color:#6a8090;margin-bottom:14px}
table{width:100%;border-collapse:collapse;font-size:16px}td{padding:12px 0;border-top:1px solid #e8eef2}
td:last-child{text-align:right;font-weight:800;color:#087e8b;font-size:20px}td small{display:block;font-size:12px;color:#7d909d;font-weight:600}
.tiles{display:grid;grid-template-columns:repeat(4,1fr);gap:20px;padding:0 56px}
.tile{background:#fff;border:1px solid #e0e9ee;border-radius:14px;padding:20px;display:flex;gap:14px;align-items:center;font-weight:700;font-size:16px}
.story{margin:26px 56px 0;border-radius:16px;background:#0b3954;color:#fff;display:grid;grid-template-columns:1fr 300px;overflow:hidden;height:150px}
.story div{padding:26px 30px}.story b{display:block;font-size:24px;margin-bottom:8px}.story span{color:#b9d3e1;font-size:16px}
.story svg{display:block}
.tile i{width:46px;height:46px;border-radius:12px;background:#e3f1f6;display:grid;place-items:center}`,
  body: `
<div class="top"><span>Personal</span><span>Business</span><span>About us</span><b>Routing # 2718 2818 · 1-800-555-0142</b></div>
<nav><span class="logo"><svg width="34" height="34" viewBox="0 0 34 34"><circle cx="17" cy="17" r="17" fill="#0b3954"/><path d="M6 21c4-3 7-3 11 0s7 3 11 0M6 25c4-3 7-3 11 0s7 3 11 0" stroke="#f2a541" stroke-width="2.4" fill="none"/><path d="M17 7v10m-5-5h10" stroke="#fff" stroke-width="2.4"/></svg>Harborline</span>
<span>Checking</span><span>Loans</span><span>Mortgages</span><span>Find an ATM</span><span class="login">Log in</span><span class="join">Become a member</span></nav>
<section class="hero"><div>
<h1>Banking that <em>belongs to you.</em></h1>
<p class="lead">Lower loan rates, fewer fees and real people on the phone. Apply for an auto loan online in about ten minutes.</p>
<span class="btn">Apply for a loan</span><span class="btn alt">Compare rates</span></div>
<div class="rates"><h2>Today's rates</h2><p>Annual percentage rates as low as, updated daily</p>
<table><tr><td>New auto loan<small>Up to 60 months</small></td><td>5.49%</td></tr>
<tr><td>Home equity line<small>Variable rate</small></td><td>7.25%</td></tr>
<tr><td>12-month certificate<small>APY, $500 minimum</small></td><td>4.60%</td></tr>
<tr><td>Personal loan<small>No prepayment penalty</small></td><td>9.99%</td></tr></table></div></section>
<div class="tiles"><span class="tile"><i><svg width="24" height="24"><circle cx="12" cy="10" r="6" fill="#087e8b"/><path d="M12 22 6 12h12z" fill="#087e8b"/></svg></i>Find an ATM</span>
<span class="tile"><i><svg width="24" height="24"><rect x="3" y="6" width="18" height="13" rx="3" fill="#087e8b"/><rect x="3" y="9" width="18" height="3" fill="#fff"/></svg></i>Free checking</span>
<span class="tile"><i><svg width="24" height="24"><path d="M3 12 12 4l9 8v8H3z" fill="#087e8b"/></svg></i>First-home loans</span>
<span class="tile"><i><svg width="24" height="24"><rect x="5" y="3" width="14" height="18" rx="2" fill="#087e8b"/><path d="M8 8h8M8 12h8M8 16h5" stroke="#fff" stroke-width="2"/></svg></i>Apply online</span></div>
<div class="story"><div><b>Owned by 48,000 members, not shareholders.</b><span>Our profits come back to you as better rates and a yearly dividend: $3.1 million last year.</span></div>
<svg width="300" height="150" viewBox="0 0 300 150"><rect width="300" height="150" fill="#f2a541"/><circle cx="230" cy="46" r="26" fill="#ffd58a"/><path d="M0 110c40-20 80-20 120 0s80 20 120 0 40-16 60-10v50H0z" fill="#087e8b"/><path d="M0 126c40-16 80-16 120 0s80 16 120 0 40-12 60-8v32H0z" fill="#0b3954"/><path d="M70 96h70l-10 14H82z" fill="#fff"/><path d="M104 60v36M104 62l26 28h-26z" stroke="#fff" stroke-width="3" fill="#fff"/></svg></div>`,
};

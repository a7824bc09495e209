/** Brightpath Marketing Group: a loud, confident growth agency: big type, results in numbers. */
import type { DemoSite } from '../kit';

export const brightpath: DemoSite = {
  key: 'brightpath-marketing',
  css: `
body{font-family:'Readex Pro',sans-serif;background:#fff8e6;color:#1a1a1a}
nav{display:flex;align-items:center;gap:34px;padding:24px 60px;font-size:16px;font-weight:500}
.logo{margin-right:auto;font-weight:800;font-size:24px;display:flex;align-items:center;gap:10px}
.logo i{width:30px;height:30px;border-radius:50%;background:conic-gradient(#ff5a1f 0 25%,#ffc400 0 50%,#1a1a1a 0 75%,#ff5a1f 0)}
.talk{background:#1a1a1a;color:#fff;padding:12px 22px;border-radius:999px}
.hero{padding:22px 60px 0;position:relative}
h1{font-size:104px;line-height:.92;letter-spacing:-5px;font-weight:800;max-width:900px}
h1 u{text-decoration:none;background:#ffc400;padding:0 10px;border-radius:14px}
.sub{display:flex;gap:40px;align-items:center;margin-top:28px}
.sub p{font-size:20px;line-height:1.5;max-width:500px;color:#4a4234}
.sub b{background:#ff5a1f;color:#fff;padding:18px 28px;border-radius:999px;font-size:18px}
.burst{position:absolute;right:60px;top:10px}
.cases{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:36px 60px 0}
.case{border-radius:22px;padding:24px;height:210px;display:flex;flex-direction:column;justify-content:space-between}
.case strong{font-size:58px;letter-spacing:-2px;line-height:1}.case span{font-size:16px;line-height:1.4}
.clients{display:flex;gap:48px;align-items:center;padding:30px 60px 0;font-weight:800;font-size:22px;color:#8a7d5e}.clients span:first-child{font-size:14px;font-weight:500;color:#4a4234}
.case small{font-size:13px;text-transform:uppercase;letter-spacing:2px;opacity:.8}`,
  body: `
<nav><span class="logo"><i></i>brightpath</span><span>Services</span><span>Case studies</span><span>Paid social</span><span>SEO</span><span class="talk">Let's talk growth</span></nav>
<section class="hero">
<svg class="burst" width="230" height="230" viewBox="0 0 230 230"><polygon points="115,0 140,70 210,40 170,105 230,130 160,145 185,215 115,170 45,215 70,145 0,130 60,105 20,40 90,70" fill="#ff5a1f"/><text x="115" y="112" font-family="Readex Pro" font-size="34" font-weight="800" fill="#fff" text-anchor="middle">+140%</text><text x="115" y="140" font-family="Readex Pro" font-size="15" fill="#fff" text-anchor="middle">qualified leads</text></svg>
<h1>Growth you can <u>measure.</u></h1>
<div class="sub"><p>Paid, search and lifecycle marketing for B2B teams who want pipeline, not vanity metrics.</p><b>See our case studies →</b></div></section>
<div class="cases"><div class="case" style="background:#1a1a1a;color:#fff"><small>SaaS · Paid search</small><strong>3.4x</strong><span>return on ad spend for Orbital HR in two quarters</span></div>
<div class="case" style="background:#ffc400"><small>Manufacturing · SEO</small><strong>+212%</strong><span>organic demo requests for Keller Tools</span></div>
<div class="case" style="background:#ffd9c7"><small>Fintech · Lifecycle</small><strong>-31%</strong><span>churn after a new onboarding email series</span></div></div>
<div class="clients"><span>Trusted by 80+ growing teams</span><span>Orbital HR</span><span>KELLER</span><span>fernhill</span><span>Quanta Labs</span><span>NOVA·PAY</span></div>`,
};

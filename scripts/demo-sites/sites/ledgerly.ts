/** Ledgerly Invoicing: a friendly freelancer app's page, led by a live invoice preview. */
import type { DemoSite } from '../kit';

export const ledgerly: DemoSite = {
  key: 'ledgerly',
  css: `
body{font-family:Inter,sans-serif;background:linear-gradient(160deg,#f3efff 0%,#fdfcff 55%,#eafaf3 100%);color:#221b3a}
nav{display:flex;align-items:center;gap:30px;padding:26px 64px;font-size:15px;font-weight:500;color:#5b5478}
.logo{margin-right:auto;font-weight:800;font-size:22px;color:#221b3a;display:flex;gap:8px;align-items:center}
.logo i{width:28px;height:28px;border-radius:8px;background:#6d4aff;display:grid;place-items:center;color:#fff;font-style:normal;font-size:16px}
.go{background:#6d4aff;color:#fff;padding:11px 18px;border-radius:10px}
.hero{display:grid;grid-template-columns:1fr 500px;gap:50px;padding:36px 64px}
h1{font-size:60px;line-height:1.05;letter-spacing:-2px;font-weight:800}
h1 span{color:#6d4aff}
.lead{font-size:19px;line-height:1.55;color:#5b5478;margin:20px 0 28px}
.signup{display:flex;background:#fff;border:1px solid #ddd5ff;border-radius:14px;padding:6px;max-width:470px}
.signup span{flex:1;padding:13px;color:#9a93b5}.signup b{background:#221b3a;color:#fff;padding:13px 18px;border-radius:10px}
.note{font-size:14px;color:#7b7498;margin-top:14px}
.currencies{display:flex;gap:8px;margin-top:26px}.currencies span{background:#fff;border:1px solid #e5e0f7;border-radius:999px;padding:6px 12px;font-size:14px;font-weight:600}
.feats{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:0 64px}.feat{display:flex;gap:14px;align-items:start;font-size:15px;color:#5b5478;line-height:1.45}.feat i{flex:none;width:40px;height:40px;border-radius:12px}.feat b{display:block;color:#221b3a;font-size:16px}
.invoice{background:#fff;border-radius:18px;box-shadow:0 30px 70px rgba(60,30,140,.16);padding:30px;transform:rotate(1.5deg)}
.inv-head{display:flex;justify-content:space-between;align-items:start;margin-bottom:22px}
.inv-head b{font-size:26px}.inv-head small{display:block;color:#8b84a6;font-size:13px;margin-top:4px}
.paid{background:#dcfce7;color:#15803d;font-weight:700;font-size:13px;padding:6px 12px;border-radius:999px}
.line{display:flex;justify-content:space-between;padding:13px 0;border-bottom:1px solid #f0edf8;font-size:15px}
.line span:last-child{font-weight:600}
.total{display:flex;justify-content:space-between;margin-top:18px;font-size:24px;font-weight:800}
.pay{margin-top:20px;background:#6d4aff;color:#fff;text-align:center;padding:14px;border-radius:12px;font-weight:700}`,
  body: `
<nav><span class="logo"><i>L</i>Ledgerly</span><span>Features</span><span>Pricing</span><span>Templates</span><span>Log in</span><span class="go">Get started free</span></nav>
<section class="hero"><div>
<h1>Send the invoice. <span>Get paid by Friday.</span></h1>
<p class="lead">Beautiful invoices, automatic reminders and card payments for freelancers, in the currency your client uses.</p>
<div class="signup"><span>you@studio.com</span><b>Create your first invoice</b></div>
<p class="note">Free for your first 5 clients · No card needed</p>
<div class="currencies"><span>USD $</span><span>EUR €</span><span>GBP £</span><span>CAD $</span><span>AUD $</span><span>JPY ¥</span></div></div>
<div class="invoice"><div class="inv-head"><div><b>Invoice #0142</b><small>Mira Kowalski Design → Fernhill Coffee</small></div><span class="paid">Paid · Oct 3</span></div>
<div class="line"><span>Brand identity, logo suite</span><span>$2,400.00</span></div>
<div class="line"><span>Packaging design, 3 SKUs</span><span>$1,350.00</span></div>
<div class="line"><span>Menu board illustrations</span><span>$480.00</span></div>
<div class="line"><span>Sales tax (8.25%)</span><span>$348.98</span></div>
<div class="total"><span>Total</span><span>$4,578.98</span></div><div class="pay">Pay with card or bank transfer</div></div></section>
<div class="feats"><div class="feat"><i style="background:#ece6ff"></i><span><b>Reminders that sound like you</b>Polite nudges at 3, 7 and 14 days.</span></div><div class="feat"><i style="background:#dcfce7"></i><span><b>Paid in 2 days on average</b>Cards, Apple Pay and bank transfer.</span></div><div class="feat"><i style="background:#fff1d6"></i><span><b>Tax-ready exports</b>One click for your accountant.</span></div></div>`,
};

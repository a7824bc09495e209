/** Meridian Travel Co.: a boutique travel agency: a coastal hero, a trip-request bar, curated trips. */
import type { DemoSite } from '../kit';

const coast = `<svg viewBox="0 0 1280 470" preserveAspectRatio="xMidYMid slice" width="1280" height="470">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#79b8d1"/><stop offset="1" stop-color="#f3d9b1"/></linearGradient>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f7a99"/><stop offset="1" stop-color="#0c4a63"/></linearGradient></defs>
<rect width="1280" height="470" fill="url(#sky)"/><circle cx="960" cy="250" r="60" fill="#fff3d6"/>
<path d="M0 300 L180 200 L300 260 L420 170 L600 290 L1280 300 V470 H0Z" fill="#6c8f7d" opacity=".7"/>
<rect y="300" width="1280" height="170" fill="url(#sea)"/>
<path d="M760 300 C820 250 900 240 1000 262 L1280 250 V470 H900 C860 400 800 340 760 300Z" fill="#d9c3a0"/>
<g fill="#f7f2ea"><rect x="900" y="232" width="40" height="34"/><rect x="946" y="222" width="34" height="44"/><rect x="986" y="236" width="44" height="30"/><rect x="1040" y="226" width="36" height="40"/></g>
<g fill="#2f6fbf"><path d="M946 222h34l-17-14z"/></g>
<g stroke="#fff" stroke-width="2" opacity=".5" fill="none">${Array.from({ length: 8 }, (_, i) => `<path d="M${40 + i * 90} ${340 + (i % 3) * 30}h40"/>`).join('')}</g></svg>`;

const trip = (title: string, meta: string, price: string, colours: [string, string]) =>
  `<div class="trip"><i style="background:linear-gradient(135deg,${colours[0]},${colours[1]})"></i><div><b>${title}</b><span>${meta}</span><strong>${price}</strong></div></div>`;

export const meridianTravel: DemoSite = {
  key: 'meridian-travel',
  css: `
body{font-family:Manrope,sans-serif;background:#fffaf3;color:#1e2a33}
.hero{position:relative;height:470px;overflow:hidden}.hero>svg{position:absolute;inset:0}
nav{position:relative;display:flex;align-items:center;gap:30px;padding:24px 56px;color:#fff;font-weight:600;font-size:15px;text-shadow:0 1px 4px rgba(0,0,0,.25)}
.logo{margin-right:auto;font-family:'Liberation Serif',serif;font-size:28px;letter-spacing:1px}
.plan{background:#fff;color:#1e2a33;padding:10px 18px;border-radius:999px;text-shadow:none}
.copy{position:relative;padding:40px 56px;color:#fff;text-shadow:0 2px 14px rgba(0,0,0,.25)}
h1{font-family:'Liberation Serif',serif;font-size:68px;font-weight:400;line-height:1.02;max-width:640px}
.copy p{font-size:19px;margin-top:14px;max-width:520px}
.wizard{position:relative;margin:-46px 56px 0;background:#fff;border-radius:16px;box-shadow:0 20px 50px rgba(30,42,51,.18);display:flex;padding:10px}
.wizard span{flex:1;padding:12px 18px;border-right:1px solid #efe6d8;font-size:13px;color:#8a7f70}.wizard span b{display:block;color:#1e2a33;font-size:16px}
.wizard em{font-style:normal;background:#c2572f;color:#fff;font-weight:700;padding:18px 26px;border-radius:12px;align-self:center}
.trips{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;padding:26px 56px}
.trip{display:flex;gap:14px;background:#fff;border-radius:14px;padding:12px;border:1px solid #efe6d8}
.why{display:flex;gap:40px;padding:6px 56px;font-size:15px;color:#5c5247}.why b{color:#1e2a33}
.trip i{width:96px;height:96px;border-radius:10px;flex:none}
.trip b{font-family:'Liberation Serif',serif;font-size:20px;font-weight:400;display:block}.trip span{font-size:13px;color:#8a7f70;display:block;margin:4px 0 8px}
.trip strong{font-size:15px;color:#c2572f}`,
  body: `
<section class="hero">${coast}
<nav><span class="logo">MERIDIAN</span><span>Destinations</span><span>Itineraries</span><span>Journal</span><span>About</span><span class="plan">Plan my trip</span></nav>
<div class="copy"><h1>Slow journeys along the Amalfi Coast</h1><p>Hand-built itineraries by people who have walked every path. Tell us how you like to travel; we do the rest.</p></div></section>
<div class="wizard"><span>Where to<b>Italy, Greece</b></span><span>When<b>May 2027 · 10 nights</b></span><span>Travellers<b>2 adults</b></span><em>Request my itinerary</em></div>
<div class="trips">${trip('Lemon groves & Positano', '8 days · Campania, Italy', 'from $3,480 pp', ['#f6c453', '#2f8fb0'])}${trip('Cyclades by ferry', '10 days · Greece', 'from $2,950 pp', ['#ffffff', '#1f5fa8'])}${trip('Douro wine valley', '6 days · Portugal', 'from $2,240 pp', ['#8e3b46', '#d9a86c'])}</div>
<div class="why"><span><b>4.9 / 5</b> from 1,200 travellers</span><span><b>24/7</b> help while you travel</span><span><b>ATOL</b> protected bookings</span><span><b>Since 2009</b> in Savannah, Georgia</span></div>`,
};

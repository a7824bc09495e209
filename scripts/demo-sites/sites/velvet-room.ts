/** The Velvet Room Jazz Club: a late-night venue: velvet and brass, this week's shows, tables to book. */
import type { DemoSite } from '../kit';

const show = (day: string, date: string, artist: string, style: string, state: string) =>
  `<li><span class="date"><small>${day}</small>${date}</span><span class="who"><b>${artist}</b>${style}</span><span class="state">${state}</span></li>`;

export const velvetRoom: DemoSite = {
  key: 'velvet-room',
  css: `
body{background:radial-gradient(700px 500px at 20% 30%,#5a0f24 0%,transparent 70%),#1a0910;color:#f3e2c7;font-family:'Liberation Serif',serif}
nav{display:flex;align-items:center;gap:32px;padding:26px 60px;font-family:Manrope,sans-serif;font-size:14px;letter-spacing:2px;text-transform:uppercase;color:#d9b98a}
.logo{margin-right:auto;font-style:italic;font-size:30px;letter-spacing:0;text-transform:none;color:#f3e2c7;font-family:'Liberation Serif',serif}
.book{border:1px solid #d9a441;color:#d9a441;padding:10px 18px}
.hero{display:grid;grid-template-columns:1fr 520px;gap:40px;padding:24px 60px}
.tonight{font-family:Manrope,sans-serif;color:#d9a441;letter-spacing:4px;font-size:14px;text-transform:uppercase}
h1{font-size:84px;line-height:.95;font-style:italic;font-weight:400;margin:16px 0}
.hero p{font-family:Manrope,sans-serif;color:#c9a98a;font-size:18px;line-height:1.55}
.tickets{display:flex;gap:14px;margin-top:28px;font-family:Manrope,sans-serif;font-weight:700}
.tickets b{background:#d9a441;color:#1a0910;padding:15px 24px}.tickets span{padding:15px 10px;color:#f3e2c7}
.poster{border:1px solid #6b3a2a;padding:14px;background:#24101a}
.week{font-family:Manrope,sans-serif;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#d9a441;margin-bottom:8px}
.poster li{display:flex;align-items:center;gap:18px;padding:13px 4px;border-bottom:1px solid #40202a}
.date{font-size:30px;width:60px;text-align:center;line-height:1}.date small{display:block;font-family:Manrope,sans-serif;font-size:11px;letter-spacing:2px;color:#c9a98a}
.who{flex:1;font-family:Manrope,sans-serif;font-size:13px;color:#c9a98a}.who b{display:block;font-family:'Liberation Serif',serif;font-size:21px;color:#f3e2c7;font-weight:400}
.state{font-family:Manrope,sans-serif;font-size:12px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:#d9a441}
.sax{position:absolute;left:60px;bottom:20px;opacity:.9}`,
  body: `
<nav><span class="logo">The Velvet Room</span><span>Calendar</span><span>Artists</span><span>Menu</span><span>Private events</span><span class="book">Reserve a table</span></nav>
<section class="hero"><div><span class="tonight">Tonight · Doors 7:30 · Music 8:30</span>
<h1>Thursday nights, sold out.</h1>
<p>Live jazz six nights a week in a 90-seat room on East 6th Street. Dinner until 11, cocktails until the last set ends.</p>
<div class="tickets"><b>Get tickets</b><span>See this month →</span></div>
<svg width="420" height="210" viewBox="0 0 420 210" style="margin-top:30px">
<g stroke="#6b3a2a" stroke-width="2">${Array.from({ length: 5 }, (_, i) => `<path d="M0 ${60 + i * 18}h420"/>`).join('')}</g>
<g fill="#d9a441"><ellipse cx="60" cy="114"/><ellipse cx="110" cy="78" rx="9" ry="7"/><ellipse cx="260" cy="96" rx="9" ry="7"/><ellipse cx="310" cy="78" rx="9" ry="7"/><ellipse cx="360" cy="96" rx="9" ry="7"/></g>
<g stroke="#d9a441" stroke-width="3"><path d="M69 114V64M119 78V28M219 114V64M269 96V46M319 78V28M369 96V46"/></g></svg></div>
<div class="poster"><div class="week">This week</div><ul>
${show('THU', '14', 'Marcus Bell Quartet', 'Hard bop · two sets', 'Sold out')}
${show('FRI', '15', 'Lena Ortiz Trio', 'Latin jazz · dinner show', '8 tables left')}
${show('SAT', '16', 'The Night Owls Big Band', '17 pieces · swing', 'Tickets $35')}
${show('SUN', '17', 'Jazz brunch: Ruth Adler', 'Piano & vocals · 11 am', 'Tickets $25')}
${show('TUE', '19', 'Open jam session', 'Bring your horn', 'Free')}
${show('WED', '20', 'Cécile Moreau Duo', 'Chanson & gypsy jazz', 'Tickets $30')}</ul></div></section>`,
};

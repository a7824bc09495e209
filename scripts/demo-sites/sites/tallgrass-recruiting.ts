/** Tallgrass Recruiting: a healthcare staffing job board: search first, then open shifts to apply for. */
import type { DemoSite } from '../kit';

const job = (title: string, place: string, pay: string, tags: string[], hot = false) => `
<div class="job"><div><b>${title}</b><span>${place}</span><div class="tags">${tags.map((tag) => `<em>${tag}</em>`).join('')}</div></div>
<div class="right">${hot ? '<small>Urgent</small>' : ''}<strong>${pay}</strong><i>Apply in one tap</i></div></div>`;

export const tallgrass: DemoSite = {
  key: 'tallgrass-recruiting',
  css: `
body{font-family:Manrope,sans-serif;background:#fbf8f1;color:#1f2d1f}
nav{display:flex;align-items:center;gap:28px;padding:22px 56px;font-weight:600;font-size:15px;background:#fff;border-bottom:1px solid #ece6d6}
.logo{margin-right:auto;display:flex;gap:10px;align-items:center;font-weight:800;font-size:22px;color:#2f5d34}
.post{border:2px solid #2f5d34;color:#2f5d34;padding:9px 16px;border-radius:10px}
.hero{background:linear-gradient(135deg,#2f5d34,#4f7d3a);color:#fff;padding:38px 56px 66px;position:relative;overflow:hidden}
.hero svg{position:absolute;right:0;bottom:0}
h1{font-size:48px;letter-spacing:-1.2px;line-height:1.08;max-width:680px}
.hero p{color:#d8e8cf;font-size:18px;margin-top:12px}
.search{display:flex;background:#fff;border-radius:14px;margin:-34px 56px 0;position:relative;box-shadow:0 14px 40px rgba(31,45,31,.18);padding:8px}
.search span{flex:1;padding:16px 18px;color:#6f7a6a;font-size:16px;border-right:1px solid #ece6d6}.search span:nth-child(2){border:0}
.search b{background:#e8a33d;color:#2a1c05;padding:16px 26px;border-radius:10px;font-size:16px}
.list{padding:24px 56px 0;display:grid;gap:12px}
.count{font-size:15px;color:#5b6756}.count b{color:#1f2d1f}
.job{display:flex;justify-content:space-between;background:#fff;border:1px solid #ece6d6;border-radius:14px;padding:16px 22px}
.job b{font-size:19px;display:block}.job span{color:#5b6756;font-size:14px}
.tags{display:flex;gap:6px;margin-top:8px}.tags em{font-style:normal;background:#eef4e8;color:#2f5d34;font-size:12px;font-weight:700;padding:4px 9px;border-radius:999px}
.right{text-align:right;display:flex;flex-direction:column;align-items:end;gap:6px}
.right strong{font-size:19px}.right i{font-style:normal;background:#2f5d34;color:#fff;font-size:13px;font-weight:700;padding:7px 12px;border-radius:8px}
.right small{background:#fde7e4;color:#b42318;font-weight:800;font-size:11px;padding:3px 8px;border-radius:999px;text-transform:uppercase}`,
  body: `
<nav><span class="logo"><svg width="30" height="30" viewBox="0 0 30 30"><path d="M6 28C8 18 5 10 3 4M13 28c0-10 2-16 6-24M20 28c1-7 4-11 9-14" stroke="#e8a33d" stroke-width="2.6" fill="none" stroke-linecap="round"/></svg>Tallgrass</span>
<span>Find jobs</span><span>Travel nursing</span><span>For hospitals</span><span>Sign in</span><span class="post">Post a job</span></nav>
<section class="hero"><h1>Healthcare jobs that fit your life, filled in days.</h1><p>1,240 open nursing, therapy and allied-health roles across the Midwest.</p>
<svg width="420" height="200" viewBox="0 0 420 200"><g stroke="#8db36a" stroke-width="3" fill="none" opacity=".55" stroke-linecap="round">${Array.from({ length: 22 }, (_, i) => `<path d="M${20 + i * 18} 200c${(i % 3) - 1}-50 ${8 - (i % 5) * 3}-90 ${14 + (i % 4) * 4}-${120 + (i % 5) * 14}"/>`).join('')}</g></svg></section>
<div class="search"><span><svg style="vertical-align:-6px;margin-right:8px" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#6f7a6a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><circle cx="11" cy="11" r="7"/><path d="m20 20-4-4"/></svg>Job title, e.g. ICU nurse</span><span><svg style="vertical-align:-6px;margin-right:8px" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#6f7a6a" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 21s7-6 7-11a7 7 0 0 0-14 0c0 5 7 11 7 11z"/><circle cx="12" cy="10" r="2.5"/></svg>Des Moines, IA</span><b>Search jobs</b></div>
<div class="list"><span class="count"><b>86 jobs</b> near Des Moines · sorted by newest</span>
${job('Registered Nurse – ICU', 'MercyOne Medical Center · Des Moines, IA', '$52–61 / hr', ['Full-time', 'Nights', '$5k sign-on'], true)}
${job('Travel Physical Therapist', 'UnityPoint Health · Cedar Rapids, IA', '$2,380 / week', ['13 weeks', 'Housing stipend'])}
${job('Certified Medical Assistant', 'Broadlawns Family Clinic · Ankeny, IA', '$21–24 / hr', ['Full-time', 'Days'])}</div>`,
};

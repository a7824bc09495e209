/** Lumen & Grain Photography: a quiet, dark, gallery-first portfolio in a serif, photographs first. */
import type { DemoSite } from '../kit';

/** A "photograph": a graded sky, a sun and two hills, in the warm tones of a golden-hour shoot. */
const photo = (sky: [string, string], sun: string, hills: [string, string], figures = false) => `
<svg viewBox="0 0 300 400" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="s${sky[0].slice(1)}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#s${sky[0].slice(1)})"/><circle cx="190" cy="220" r="46" fill="${sun}" opacity=".9"/>
<path d="M0 270c60-40 120-40 170-10s90 20 130 0v140H0z" fill="${hills[0]}"/><path d="M0 320c80-30 160-20 300 10v70H0z" fill="${hills[1]}"/>
${figures ? '<g fill="#1b1410"><circle cx="128" cy="236" r="9"/><path d="M118 248h20l6 60h-32z"/><circle cx="152" cy="232" r="9"/><path d="M142 244h20l12 66h-40z"/></g>' : ''}</svg>`;

export const lumenGrain: DemoSite = {
  key: 'lumen-grain',
  css: `
body{background:#121010;color:#efe7dd;font-family:'Liberation Serif','DejaVu Serif',serif}
nav{display:grid;grid-template-columns:1fr auto 1fr;align-items:center;padding:30px 56px 20px;font-family:Inter,sans-serif;font-size:13px;letter-spacing:3px;text-transform:uppercase;color:#b9ab9b}
nav .right{text-align:right}nav .right b{border:1px solid #7d6a58;padding:9px 16px;color:#efe7dd;font-weight:500}
.logo{font-size:34px;letter-spacing:8px;color:#f6efe6;text-transform:uppercase;text-align:center;line-height:1}
.logo small{display:block;font-family:Inter,sans-serif;font-size:11px;letter-spacing:6px;color:#a8927b;margin-top:8px}
.intro{text-align:center;padding:14px 0 26px}
h1{font-size:46px;font-weight:400;font-style:italic;color:#f6efe6}
.intro p{font-family:Inter,sans-serif;color:#9d8f80;font-size:15px;margin-top:8px;letter-spacing:.5px}
.gallery{display:grid;grid-template-columns:1.2fr 1fr 1fr 1.2fr;grid-template-rows:250px 250px;gap:10px;padding:0 56px}
.gallery svg{width:100%;height:100%;display:block}
.tall{grid-row:span 2}
.cap{position:relative}.cap span{position:absolute;left:16px;bottom:14px;font-style:italic;font-size:19px;color:#fff;text-shadow:0 1px 8px rgba(0,0,0,.6)}`,
  body: `
<nav><span>Weddings &nbsp; Editorial &nbsp; Journal</span><span class="logo">Lumen &amp; Grain<small>Photography · Austin, Texas</small></span><span class="right"><b>Check my 2027 dates</b></span></nav>
<div class="intro"><h1>Light, honestly kept.</h1><p>Wedding and editorial photographs for people who would rather be present than posed.</p></div>
<div class="gallery">
<div class="cap tall">${photo(['#f2b27a', '#7d3c2a'], '#ffe2b0', ['#5a2d22', '#2b1712'], true)}<span>Ana &amp; Teo, Hill Country</span></div>
<div class="cap">${photo(['#c9d6df', '#8ea3b5'], '#f1f4f6', ['#55677a', '#2f3c49'])}<span>Big Bend, editorial</span></div>
<div class="cap">${photo(['#e7c9a9', '#b07c5a'], '#fff0dc', ['#6b4a35', '#3a271b'], true)}<span>Mara &amp; June</span></div>
<div class="cap tall">${photo(['#3d2c4f', '#e48a5b'], '#ffd29a', ['#2a1c30', '#140e17'], true)}<span>Sunset vows, Lake Travis</span></div>
<div class="cap">${photo(['#a7c4a0', '#5f7f5a'], '#eef5e6', ['#3c5537', '#203019'])}<span>Garden portraits</span></div>
<div class="cap">${photo(['#f0d9c4', '#d19a7a'], '#fff6ec', ['#8a5a44', '#4a2e22'])}<span>Desert light, Marfa</span></div>
</div>`,
};

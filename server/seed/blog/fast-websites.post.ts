import type { BlogSeed } from './blog-seed';

export const fastWebsitesPost: BlogSeed = {
  key: 'fast-business-websites',
  slug: 'fast-business-website-page-speed-guide',
  title: 'How Fast Should a Business Website Be? A Practical Guide to Page Speed',
  excerpt:
    'Speed is the first impression your website makes. Here are the three numbers that matter, what usually slows small business sites down, and a checklist you can act on this week.',
  tags: ['Performance', 'Web Design', 'Conversion'],
  status: 'published',
  daysAgo: 6,
  content: `
<p>Before a visitor reads a word of your homepage, they have already judged it by how quickly it appeared. On a phone over a patchy connection, every extra second is a chance for them to hit the back button and call the next business on the list. Speed is not a technical nicety: it is the first thing your website sells.</p>

<h2>The three numbers that matter</h2>
<p>Google measures real visitors' experience with three <em>Core Web Vitals</em>. They are also the simplest way to judge whether your site is fast enough.</p>
<table>
  <thead><tr><th>Metric</th><th>What it measures</th><th>Good</th></tr></thead>
  <tbody>
    <tr><td>Largest Contentful Paint (LCP)</td><td>When the main content is visible</td><td>2.5 s or less</td></tr>
    <tr><td>Interaction to Next Paint (INP)</td><td>How quickly the page reacts to taps and clicks</td><td>200 ms or less</td></tr>
    <tr><td>Cumulative Layout Shift (CLS)</td><td>How much the page jumps around while loading</td><td>0.1 or less</td></tr>
  </tbody>
</table>
<p>You can see your own figures for free in <a href="https://pagespeed.web.dev/">PageSpeed Insights</a> or in the Core Web Vitals report of Google Search Console.</p>

<h2>What usually slows a small business site down</h2>
<ul>
  <li><strong>Oversized images.</strong> A 4 MB photo straight from a camera, scaled down by the browser, is the most common culprit. Modern formats such as WebP and AVIF, sized for the screen, are often 90% smaller.</li>
  <li><strong>Page builders and plugin piles.</strong> Each plugin can add its own scripts and styles to every page, whether that page uses them or not.</li>
  <li><strong>Third-party scripts.</strong> Chat widgets, several analytics tools, social feeds and ad pixels all compete for the same phone processor.</li>
  <li><strong>Cheap shared hosting.</strong> A slow server adds delay before the browser receives a single byte.</li>
  <li><strong>Web fonts loaded late.</strong> Text that stays invisible until a font arrives feels slow even when the page is ready.</li>
</ul>

<h2>A checklist you can act on this week</h2>
<ol>
  <li>Compress and resize every image above the fold; lazy-load the rest.</li>
  <li>Remove plugins and scripts nobody can explain. Keep one analytics tool.</li>
  <li>Serve the site through a CDN with HTTP/2 or HTTP/3 and long cache lifetimes for static files.</li>
  <li>Preload your main font and use <code>font-display: swap</code>.</li>
  <li>Reserve space for images and embeds so the layout does not jump.</li>
  <li>Test on a mid-range phone, not just your office desktop.</li>
</ol>

<h2>Speed is a habit, not a project</h2>
<p>Sites get slower one small addition at a time: a new tracking tag here, an unoptimised banner there. Measure after every change and keep a budget, for example "the homepage stays under 1 MB and loads in under two seconds on 4G".</p>
<blockquote>A fast site will not fix a weak offer, but a slow site will hide a great one.</blockquote>
<p>Not sure where you stand? Run our free <a href="/#health-check">website health check</a>: it measures load time, mobile readiness, SEO and security and lists what to fix first.</p>
`,
};

import type { BlogSeed } from './blog-seed';

export const websitePhotosPost: BlogSeed = {
  key: 'photos-that-sell',
  slug: 'website-photos-that-sell',
  title: 'Photos That Sell: Preparing Images for Your Business Website',
  excerpt:
    'Good photos build trust faster than any sentence, and badly prepared ones slow your site to a crawl. How to take, choose and size images that do both jobs well.',
  tags: ['Images', 'Performance', 'Branding'],
  status: 'published',
  daysAgo: 40,
  content: `
<p>People buy from people. A photo of your actual shop, your actual team and your actual work tells a visitor more in one glance than a page of text, and it is the quickest way to look different from competitors using the same stock pictures. But photos are also the heaviest part of most websites. Preparing them properly gives you the trust without the waiting.</p>

<h2>Take photos worth showing</h2>
<ul>
  <li><strong>Use daylight.</strong> Shoot near a window or outdoors in the morning or late afternoon. Turn off the flash.</li>
  <li><strong>Show the result, not the tools.</strong> A finished kitchen, a happy patient, a plate of food as it reaches the table.</li>
  <li><strong>Include people.</strong> Faces hold attention. Ask permission, and get it in writing for customers.</li>
  <li><strong>Shoot horizontally</strong> for banners and wide sections, and take a few vertical shots for phones.</li>
</ul>

<h2>Choose fewer, better images</h2>
<p>Ten strong photos beat forty average ones. Remove near-duplicates, blurry shots and anything that needs an explanation. Keep a consistent look: similar light, similar colours, similar framing. A site with a coherent set of images looks professionally designed even with a simple layout.</p>

<h2>Size them for the screen</h2>
<p>A photo straight from a modern phone can be four thousand pixels wide and several megabytes. No screen needs that. Export images at roughly the largest size they will be shown, usually 1600 pixels wide for full-width banners and 800 for cards, and let your website serve smaller versions to phones.</p>

<h2>Use modern formats</h2>
<p>AVIF and WebP images are often half the size of a JPEG with the same visible quality, and every current browser supports them. A well-built site offers these formats with a JPEG fallback automatically, so you only upload one original.</p>

<h2>Describe every image</h2>
<p>Write a short description of what each photo shows for screen readers and search engines: "Freshly renovated bathroom with walk-in shower in a Round Rock home". It helps visitors who cannot see the image and helps your photos appear in image search.</p>

<h2>Strip the hidden data</h2>
<p>Phone photos carry location data and camera details. Remove it before publishing, especially for photos taken at home or at customers' addresses. Good website platforms do this for you when you upload.</p>

<p>Images are only one part of a fast site: read <a href="/blog/fast-business-website-page-speed-guide">our page-speed guide</a> for the rest.</p>
`,
};

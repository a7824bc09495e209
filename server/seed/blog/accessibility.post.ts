import type { BlogSeed } from './blog-seed';

export const accessibilityPost: BlogSeed = {
  key: 'accessibility-basics',
  slug: 'website-accessibility-small-business',
  title: 'Website Accessibility for Small Businesses: Where to Start',
  excerpt:
    'One in four adults lives with a disability, and accessible sites are easier for everyone to use. Six practical fixes you can check this week, without a big budget.',
  tags: ['Accessibility', 'UX', 'Compliance'],
  status: 'published',
  daysAgo: 26,
  content: `
<p>Accessibility means that people can use your website whatever their abilities: with a screen reader, with a keyboard instead of a mouse, with low vision or colour blindness, or simply with a cracked phone screen in bright sunlight. It is also increasingly a legal expectation, and accessibility complaints against small businesses are no longer rare. The good news is that the most common problems are cheap to fix.</p>

<h2>1. Give every image a meaningful description</h2>
<p>Screen readers read an image's alternative text aloud. "Image123.jpg" tells a blind visitor nothing; "Our team installing solar panels on a family home in Austin" tells them what a sighted visitor sees. Decorative images should have an empty description so they are skipped.</p>

<h2>2. Check your colour contrast</h2>
<p>Light grey text on a white background looks elegant in a design file and is unreadable for many people. Body text needs a contrast ratio of at least 4.5 to 1. Free contrast checkers show the ratio in seconds; darken the text rather than enlarging it.</p>

<h2>3. Make everything work with a keyboard</h2>
<p>Put your mouse away and press Tab through your site. You should always see where you are, reach every link, button and form field, and open and close menus. If a focus outline disappears or a menu only opens on hover, keyboard users are stuck.</p>

<h2>4. Label your forms</h2>
<p>Every field needs a visible label that stays in place while someone types; placeholder text that vanishes is not enough. Error messages should say what went wrong and how to fix it, next to the field, not only in red.</p>

<h2>5. Use real headings</h2>
<p>Headings give a page its outline. Screen-reader users jump from heading to heading the way sighted visitors skim. Use one main heading per page and nest the others in order, instead of making ordinary text bold and large.</p>

<h2>6. Caption your videos</h2>
<p>Captions help deaf visitors and the many people who watch videos on mute. Most video platforms generate them automatically; correct the mistakes before publishing.</p>

<h2>Keep it going</h2>
<p>Accessibility is not a one-time project. Add these checks to your routine whenever you publish a page, and ask your web team to test new features with a keyboard and a screen reader before launch.</p>

<p>Images are where most sites fail first; our guide to <a href="/blog/website-photos-that-sell">preparing photos for your website</a> covers descriptions and sizes together.</p>
`,
};

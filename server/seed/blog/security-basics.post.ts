import type { BlogSeed } from './blog-seed';

export const securityBasicsPost: BlogSeed = {
  key: 'security-basics',
  slug: 'website-security-basics-small-business',
  title: 'Website Security Basics Every Small Business Owner Should Know',
  excerpt:
    'Small businesses are attacked precisely because they look like easy targets. Seven habits that stop most attacks, explained without jargon.',
  tags: ['Security', 'Maintenance', 'Small Business'],
  status: 'published',
  daysAgo: 61,
  content: `
<p>"Why would anyone hack my bakery's website?" Because it is there. Most attacks are automated: programs scan millions of sites a day for outdated software and weak passwords, and they do not care whose site it is. A hacked site can send spam in your name, redirect customers to scams or simply disappear from search results. These habits stop the vast majority of it.</p>

<h2>1. Use HTTPS everywhere</h2>
<p>The padlock in the address bar means traffic between your visitor and your site is encrypted. Browsers now label sites without it as "Not secure", which costs you trust and search ranking. Certificates are free and renew automatically on any decent host.</p>

<h2>2. Keep software up to date</h2>
<p>Outdated plugins and themes are the most common way in. Turn on automatic updates where you can, remove plugins you no longer use, and check for updates at least weekly if you cannot automate them.</p>

<h2>3. Use strong, unique passwords and two-step sign-in</h2>
<p>Every account with access to your site, hosting, domain and email needs its own long password, kept in a password manager. Turn on two-step verification, so a stolen password alone is not enough.</p>

<h2>4. Give each person their own account</h2>
<p>Shared logins make it impossible to know who changed what and hard to remove access when someone leaves. Give staff and contractors their own accounts with only the permissions they need.</p>

<h2>5. Back up, and test the backup</h2>
<p>Keep daily backups stored away from your hosting account, and restore one once in a while to prove it works. A backup you have never restored is a hope, not a plan.</p>

<h2>6. Own your domain</h2>
<p>Make sure the domain is registered in your business's name, with an email address you control, and set to renew automatically. Losing a domain is far harder to fix than a hacked page.</p>

<h2>7. Watch for warning signs</h2>
<p>Sudden traffic drops, strange pages in search results, customers mentioning odd redirects or your host sending warnings all deserve a same-day look. The earlier a problem is caught, the cheaper it is to fix.</p>

<p>A maintenance plan covers most of this for you, but knowing the basics means you can ask the right questions of whoever looks after your site.</p>

<p>For what a monthly plan includes, see <a href="/blog/website-maintenance-what-it-covers">what website maintenance actually covers</a>.</p>
`,
};

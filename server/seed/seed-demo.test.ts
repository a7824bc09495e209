import { existsSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  PORTFOLIO_CATEGORIES,
  projectSchema,
  subscriptionSchema,
  supportTicketSchema,
  messageSchema,
  TRANSLATION_LANGUAGES,
  type PortfolioFilter,
} from '@contract';
import {
  blogPostResponseSchema,
  blogPostsResponseSchema,
  portfolioAllResponseSchema,
  portfolioResponseSchema,
  showcaseProjectsResponseSchema,
  testimonialsResponseSchema,
} from '@contract/api/content';
import { createContentService } from '../services/content';
import { toProject } from '../services/projects';
import { createSqliteStore } from '../store/sqlite/sqlite-store';
import type { Store } from '../store/port';
import { DEMO_CUSTOMER, renderMedia, seedDemoContent, seedDemoCustomer } from './index';

const clock = { now: () => new Date('2030-06-01T09:00:00.000Z') };
const hashPassword = async (password: string) => `test-hash:${password}`;

describe('seedDemoContent', () => {
  let store: Store;
  beforeEach(() => {
    store = createSqliteStore();
  });

  it('fills an empty store with the demo content', async () => {
    expect(await seedDemoContent(store, { clock })).toEqual({
      portfolio: 14,
      testimonials: 6,
      showcase: 3,
      blogPosts: 9,
    });
    const portfolio = await store.content.listPortfolio();
    expect(portfolio.length).toBeGreaterThanOrEqual(12);
    for (const category of PORTFOLIO_CATEGORIES) {
      expect(portfolio.filter((project) => project.category === category).length).toBeGreaterThanOrEqual(3);
    }
    expect(portfolio.some((project) => !project.liveUrl)).toBe(true);
    const posts = await store.content.listBlogPosts();
    expect(posts.filter((post) => post.status === 'published')).toHaveLength(8);
    expect(posts.filter((post) => post.status === 'draft')).toHaveLength(1);
  });

  it('does not duplicate or overwrite anything when run again', async () => {
    await seedDemoContent(store, { clock });
    const before = await store.content.listPortfolio();
    expect(
      await seedDemoContent(store, { clock: { now: () => new Date('2031-01-01T00:00:00.000Z') } }),
    ).toEqual({
      portfolio: 0,
      testimonials: 0,
      showcase: 0,
      blogPosts: 0,
    });
    expect(await store.content.listPortfolio()).toEqual(before);
    expect(await store.content.listTestimonials()).toHaveLength(6);
    expect(await store.content.listShowcase()).toHaveLength(3);
    expect(await store.content.listBlogPosts()).toHaveLength(9);
  });

  it('serves every seeded record in the shape of the contract', async () => {
    await seedDemoContent(store, { clock });
    const content = createContentService({ content: store.content });
    const filters: PortfolioFilter[] = ['all', ...PORTFOLIO_CATEGORIES];
    for (const filter of filters) {
      const items = await content.portfolio(filter);
      expect(items.length).toBeGreaterThan(0);
      expect(portfolioResponseSchema.parse(items)).toEqual(items);
    }
    const all = await content.portfolioAll();
    expect(portfolioAllResponseSchema.parse(all)).toEqual(all);
    expect(all.every((project) => project.completedDate < '2030-06-01')).toBe(true);
    // The public answers carry each project's description in the nine other languages (issue 20).
    const home = await content.portfolio('all');
    for (const project of [...all, ...home]) {
      expect(Object.keys(project.translations ?? {}).sort(), project.title).toEqual(
        [...TRANSLATION_LANGUAGES].sort(),
      );
    }
    const testimonials = await content.testimonials();
    expect(testimonialsResponseSchema.parse(testimonials)).toEqual(testimonials);
    const showcase = await content.showcaseProjects();
    expect(showcaseProjectsResponseSchema.parse(showcase)).toEqual(showcase);
    const posts = await content.blogPosts();
    expect(blogPostsResponseSchema.parse(posts)).toEqual(posts);
    expect(posts).toHaveLength(8);
    for (const summary of posts) {
      const post = await content.blogPost(summary.slug);
      expect(post && blogPostResponseSchema.parse(post)).toEqual(post);
      expect(post?.content).toMatch(/<h2>/);
    }
    expect(await content.blogPost('choosing-a-domain-name')).toBeNull();
  });

  it('gives every avatar and post its own generated image', async () => {
    await seedDemoContent(store, { clock });
    const urls = [
      ...(await store.content.listTestimonials()).map((testimonial) => testimonial.clientImage),
      ...(await store.content.listBlogPosts())
        .filter((post) => post.status === 'published')
        .map((post) => post.featuredImage ?? ''),
    ];
    const images = await Promise.all(
      urls.map((url) => renderMedia(url.replace('/media/', ''), store.content)),
    );
    expect(images.every((svg) => svg?.startsWith('<svg'))).toBe(true);
    expect(new Set(images).size).toBe(images.length);
  });

  it('shows each project, and each featured site, a screenshot of its own site from public/work/', async () => {
    await seedDemoContent(store, { clock });
    const projects = await store.content.listPortfolio();
    const urls = projects.map((project) => project.imageUrl);
    expect(new Set(urls).size).toBe(projects.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/work\/[a-z0-9-]+\.[0-9a-f]{10}-960\.jpg$/);
      expect(existsSync(new URL(`../../public${url}`, import.meta.url)), url).toBe(true);
    }
    const imageOf = new Map(projects.map((project) => [project.title, project.imageUrl]));
    const sites = await createContentService({ content: store.content }).showcaseProjects();
    expect(sites).toHaveLength(3);
    for (const site of sites) expect(site.screenshot, site.companyName).toBe(imageOf.get(site.companyName));
  });
});

describe('seedDemoCustomer', () => {
  let store: Store;
  beforeEach(() => {
    store = createSqliteStore();
  });

  it('creates the demo customer with projects, a subscription, messages and tickets', async () => {
    const id = await seedDemoCustomer(store, { clock, hashPassword });
    expect(id).not.toBeNull();
    const customer = await store.customers.findByEmail(DEMO_CUSTOMER.email);
    expect(customer).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: DEMO_CUSTOMER.company,
      isAdmin: false,
      passwordHash: 'test-hash:demo-password',
    });
    const projects = await store.projects.listByCustomer(id ?? '');
    expect(new Set(projects.map((project) => project.status))).toEqual(
      new Set(['pending', 'in_progress', 'paid_full', 'completed']),
    );
    expect(projects.find((project) => project.status === 'completed')?.websiteUrl).toMatch(/^https:\/\//);
    for (const project of projects) expect(() => projectSchema.parse(project)).not.toThrow();
    // The delivery tracker: hours left on the paid ones, the pending one not started.
    const hoursLeft = (status: string) => {
      const deadline = toProject(projects.find((project) => project.status === status)!).deliveryDeadline;
      return deadline && (Date.parse(deadline) - clock.now().getTime()) / 3_600_000;
    };
    expect(hoursLeft('in_progress')).toBe(14);
    expect(hoursLeft('paid_full')).toBe(20);
    expect(hoursLeft('pending')).toBeUndefined();
    expect(projects.find((project) => project.status === 'completed')).toMatchObject({
      completedAt: expect.any(String),
      startedAt: expect.any(String),
    });

    const subscriptions = await store.subscriptions.listByCustomer(id ?? '');
    expect(subscriptions).toHaveLength(1);
    expect(subscriptions[0]?.status).toBe('active');
    expect(Date.parse(subscriptions[0]?.currentPeriodEnd ?? '')).toBeGreaterThan(clock.now().getTime());
    expect(() => subscriptionSchema.omit({ monthlyPrice: true }).parse(subscriptions[0])).not.toThrow();

    const messages = await store.messages.listByCustomer(id ?? '');
    expect(messages.filter((message) => message.fromAdmin && !message.isRead).length).toBeGreaterThanOrEqual(
      2,
    );
    expect(messages.some((message) => !message.fromAdmin)).toBe(true);
    for (const message of messages) expect(() => messageSchema.parse(message)).not.toThrow();

    const tickets = await store.supportTickets.listByCustomer(id ?? '');
    expect(tickets).toHaveLength(2);
    expect(tickets.filter((ticket) => ticket.adminResponse)).toHaveLength(1);
    for (const ticket of tickets) expect(() => supportTicketSchema.parse(ticket)).not.toThrow();
  });

  it('does nothing when the demo customer exists', async () => {
    const id = await seedDemoCustomer(store, { clock, hashPassword });
    expect(await seedDemoCustomer(store, { clock, hashPassword })).toBeNull();
    expect(await store.customers.list()).toHaveLength(1);
    expect(await store.projects.listByCustomer(id ?? '')).toHaveLength(4);
    expect(await store.messages.listByCustomer(id ?? '')).toHaveLength(4);
  });
});

describe('seedDemoCustomer with a configured account', () => {
  it('uses the given person, company and domain throughout', async () => {
    const store = createSqliteStore();
    const account = {
      email: ' Demo@Example.com ',
      password: 'pw-123456',
      firstName: 'Dana',
      lastName: 'Rivera',
      company: 'Rivera Bakery',
    };
    const id = (await seedDemoCustomer(store, { clock, hashPassword, account })) ?? '';
    expect((await store.customers.findById(id))?.email).toBe('demo@example.com');
    const projects = await store.projects.listByCustomer(id);
    expect(projects.find((project) => project.status === 'completed')).toMatchObject({
      companyName: 'Rivera Bakery',
      clientName: 'Dana Rivera',
      websiteUrl: 'https://www.rivera-bakery.example',
    });
    const messages = await store.messages.listByCustomer(id);
    expect(messages.some((message) => message.content.includes('Thanks Dana!'))).toBe(true);
  });
});

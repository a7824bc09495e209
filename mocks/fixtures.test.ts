import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  blogPostSchema,
  customerSchema,
  domainOrderSchema,
  domainSearchResultSchema,
  healthCheckResultSchema,
  highestScoreFor,
  leadSchema,
  messageSchema,
  paymentSchema,
  portfolioItemSchema,
  portfolioProjectSchema,
  PORTFOLIO_CATEGORIES,
  projectSchema,
  showcaseProjectSchema,
  subscriptionSchema,
  supportTicketSchema,
  testimonialSchema,
} from '@contract';
import * as fixtures from './fixtures';

/** Each fixture list with the contract entity schema it must pass. */
const FIXTURE_SCHEMAS: ReadonlyArray<[string, readonly unknown[], z.ZodType]> = [
  ['customers', fixtures.customers, customerSchema],
  ['projects', fixtures.projects, projectSchema],
  ['subscriptions', fixtures.subscriptions, subscriptionSchema],
  ['support tickets', fixtures.supportTickets, supportTicketSchema],
  ['messages', fixtures.messages, messageSchema],
  ['portfolio items', fixtures.portfolioItems, portfolioItemSchema],
  ['portfolio projects', fixtures.portfolioProjects, portfolioProjectSchema],
  ['testimonials', fixtures.testimonials, testimonialSchema],
  ['showcase projects', fixtures.showcaseProjects, showcaseProjectSchema],
  ['blog posts', fixtures.blogPosts, blogPostSchema],
  [
    'health-check results',
    [fixtures.healthCheckResult, fixtures.healthyCheckResult, fixtures.fastCheckResult],
    healthCheckResultSchema,
  ],
  ['domain search results', fixtures.domainSearchResults, domainSearchResultSchema],
  ['domain orders', fixtures.domainOrders, domainOrderSchema],
  ['payments', fixtures.payments, paymentSchema],
  ['leads', fixtures.leads, leadSchema],
];

describe('fixtures', () => {
  it.each(FIXTURE_SCHEMAS)('%s pass their contract entity schema', (_name, list, schema) => {
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) {
      const result = schema.safeParse(item);
      expect(result.error?.issues ?? [], JSON.stringify(item)).toEqual([]);
    }
  });

  it.each(FIXTURE_SCHEMAS)('%s use each id once', (_name, list) => {
    const ids = list.map((item) => (item as { id?: string }).id).filter((id) => id !== undefined);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has the demo customer Ada Lovelace and an admin account', () => {
    expect(fixtures.adaCustomer).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', isAdmin: false });
    expect(fixtures.customers.filter((customer) => customer.isAdmin)).toHaveLength(1);
  });

  it('gives Ada four projects in four different statuses', () => {
    const own = fixtures.projects.filter((project) => project.clientEmail === fixtures.adaCustomer.email);
    expect(own).toHaveLength(4);
    expect(new Set(own.map((project) => project.status)).size).toBe(4);
  });

  it('gives Ada unread messages from the team', () => {
    const unread = fixtures.messages.filter(
      (message) => message.customerId === fixtures.adaCustomer.id && message.fromAdmin && !message.isRead,
    );
    expect(unread.length).toBeGreaterThanOrEqual(2);
  });

  it('has twelve portfolio items spread over the four categories', () => {
    expect(fixtures.portfolioItems).toHaveLength(12);
    for (const category of PORTFOLIO_CATEGORIES) {
      expect(fixtures.portfolioItems.filter((item) => item.category === category)).toHaveLength(3);
    }
  });

  it('has six testimonials and three showcase sites', () => {
    expect(fixtures.testimonials).toHaveLength(6);
    expect(fixtures.showcaseProjects).toHaveLength(3);
  });

  it('has four published blog posts and one draft', () => {
    expect(fixtures.blogPosts.filter((post) => post.status === 'published')).toHaveLength(4);
    expect(fixtures.blogPosts.filter((post) => post.status === 'draft')).toHaveLength(1);
  });

  it('has a health-check result that needs fixes and lists issues', () => {
    const { issues, needsFixes } = fixtures.healthCheckResult;
    expect(needsFixes).toBe(true);
    expect(issues.performance.length + issues.seo.length + issues.security.length).toBeGreaterThan(0);
  });

  it("says a health-check loss that is the sum of its findings' losses", () => {
    for (const result of [
      fixtures.healthCheckResult,
      fixtures.healthyCheckResult,
      fixtures.fastCheckResult,
    ]) {
      const sum = Object.values(result.issues)
        .flat()
        .reduce((total, finding) => total + finding.revenueLoss, 0);
      expect(result.estimatedRevenueLoss).toBe(sum);
    }
  });

  it('says health-check scores whose band agrees with their loss (no "Excellent!" beside a loss)', () => {
    for (const result of [
      fixtures.healthCheckResult,
      fixtures.healthyCheckResult,
      fixtures.fastCheckResult,
    ]) {
      expect(result.score).toBeLessThanOrEqual(highestScoreFor(result.estimatedRevenueLoss));
      expect(result.needsFixes).toBe(result.score < 80);
    }
  });

  it('has domain results with a premium name and a taken one', () => {
    expect(fixtures.domainSearchResults.some((result) => result.premium)).toBe(true);
    expect(fixtures.domainSearchResults.some((result) => result.available === false)).toBe(true);
  });

  it('draws an SVG for every fixture image', () => {
    const svg = fixtures.placeholderSvg('portfolio-nimbus-analytics');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('portfolio nimbus analytics');
    expect(fixtures.mediaPath('avatar-x')).toBe('/media/avatar-x.svg');
  });
});

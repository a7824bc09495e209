import { describe, expect, it } from 'vitest';
import { portfolioProjects } from '@mocks/fixtures/portfolio';
import { cardTechnologies, categoryCounts } from './portfolio-summary';

describe('categoryCounts', () => {
  it('counts every project, then each category, in the catalogue order', () => {
    expect(categoryCounts(portfolioProjects)).toEqual([
      { category: 'all', count: 12 },
      { category: 'technology', count: 3 },
      { category: 'creative', count: 3 },
      { category: 'fintech', count: 3 },
      { category: 'agency', count: 3 },
    ]);
  });

  it('keeps a category without projects, at zero', () => {
    expect(categoryCounts([{ category: 'fintech' }])).toEqual([
      { category: 'all', count: 1 },
      { category: 'technology', count: 0 },
      { category: 'creative', count: 0 },
      { category: 'fintech', count: 1 },
      { category: 'agency', count: 0 },
    ]);
  });
});

describe('cardTechnologies', () => {
  it('names up to three and counts the rest', () => {
    expect(cardTechnologies(['React', 'TypeScript', 'Vite', 'Stripe', 'Algolia'])).toEqual({
      shown: ['React', 'TypeScript', 'Vite'],
      more: 2,
    });
    expect(cardTechnologies(['Astro', 'MDX', 'Tailwind'])).toEqual({
      shown: ['Astro', 'MDX', 'Tailwind'],
      more: 0,
    });
    expect(cardTechnologies([])).toEqual({ shown: [], more: 0 });
  });
});

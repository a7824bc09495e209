import { PORTFOLIO_CATEGORIES, type PortfolioCategory } from '@contract/catalogue';
import type { PortfolioProject } from '@contract';

/** A card lists at most this many technologies, then '+N more' (spec part 2 §9). */
export const CARD_TECHNOLOGY_LIMIT = 3;

export interface CategoryCount {
  category: 'all' | PortfolioCategory;
  count: number;
}

/** The chips of the page: All Projects, then every category, each with its number of projects. */
export const categoryCounts = (projects: readonly Pick<PortfolioProject, 'category'>[]): CategoryCount[] => [
  { category: 'all', count: projects.length },
  ...PORTFOLIO_CATEGORIES.map((category) => ({
    category,
    count: projects.filter((project) => project.category === category).length,
  })),
];

/** The technologies a card names, and how many more it only counts. */
export const cardTechnologies = (technologies: readonly string[]): { shown: string[]; more: number } => ({
  shown: technologies.slice(0, CARD_TECHNOLOGY_LIMIT),
  more: Math.max(0, technologies.length - CARD_TECHNOLOGY_LIMIT),
});

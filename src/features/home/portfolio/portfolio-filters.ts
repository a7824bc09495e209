import { PORTFOLIO_CATEGORIES } from '@contract/catalogue';

/** The grid's tabs (spec part 2 §2): all, then each category. The contract's filter, without zod. */
export const PORTFOLIO_TABS = ['all', ...PORTFOLIO_CATEGORIES] as const;
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number];

export const isPortfolioTab = (value: unknown): value is PortfolioTab =>
  typeof value === 'string' && (PORTFOLIO_TABS as readonly string[]).includes(value);

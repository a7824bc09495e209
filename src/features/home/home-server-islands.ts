/**
 * The home page's sections that show stored content and render in its HTML though their code loads
 * after the first paint (server-island.tsx): the server renderer loads their code first.
 */
import { loadPortfolioGrid } from './portfolio/deferred-portfolio-grid';
import { loadShowcase } from './showcase/deferred-showcase';
import { loadTestimonials } from './testimonials/deferred-testimonials';

export const preloadHomeIslands = async (): Promise<void> => {
  await Promise.all([loadPortfolioGrid(), loadShowcase(), loadTestimonials()]);
};

/**
 * Everything on the home page that loads by itself after the first paint, in one chunk: the data
 * sections (portfolio, showcase, testimonials) and the fixed payment links. One chunk rather than
 * one per island: they all load at the same idle moment, and each extra chunk would split their
 * shared code into more, separately compressed files. The health check is not here: it loads when
 * the visitor goes to its field (deferred-health-check.tsx).
 */
export { MaintenanceButton } from './fixed-link/maintenance-button';
export { RepairDeposit } from './fixed-link/deposit-panel';
export { PortfolioGrid } from './portfolio/portfolio-grid';
export { Showcase } from './showcase/showcase';
export { Testimonials } from './testimonials/testimonials';

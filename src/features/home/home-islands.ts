/**
 * Everything on the home page that loads after the first paint, in one chunk: the data sections
 * (portfolio, showcase, testimonials), the health check and the fixed payment links. One chunk
 * rather than one per island: they all load at the same idle moment, and each extra chunk would
 * split their shared code into more, separately compressed files.
 */
export { MaintenanceButton } from './fixed-link/maintenance-button';
export { RepairDeposit } from './fixed-link/deposit-panel';
export { HealthCheck } from './health-check/health-check';
export { PortfolioGrid } from './portfolio/portfolio-grid';
export { Showcase } from './showcase/showcase';
export { Testimonials } from './testimonials/testimonials';

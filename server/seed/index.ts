/** Demo data for the embedded store: site content with generated images, and a demo customer. */
export { seedDemoContent } from './seed-demo-content';
export type { SeedClock, SeedContentResult } from './seed-demo-content';
export { seedDemoCustomer } from './seed-demo-customer';
export type { SeedCustomerDeps } from './seed-demo-customer';
export { DEMO_CUSTOMER } from './demo-customer-data';
export type { DemoAccount } from './demo-customer-data';
export { mediaUrl, renderMedia } from './images/media';

/**
 * Vitest's global setup of the e2e project: builds the client once (when stale) before any journey
 * starts, so journeys running side by side never build `dist/` at the same time.
 */
import { ensureClientBuilt } from './build-client';

export default async function buildOnce(): Promise<void> {
  await ensureClientBuilt();
}

/**
 * The site in the browser on the mocks, with no server (`npm run sandbox`): MSW's worker answers
 * every API call from the fixtures (kept in this page's memory), the variants QA chose are put in
 * front of them, then the app starts as it does on the real site, and the variant panel beside it.
 */
import { createRoot } from 'react-dom/client';
import { startWorker } from '@mocks/browser';
import { applyOverrides, readOverrides } from './sandbox-overrides';
import { SandboxPanel } from './sandbox-panel';

async function start(): Promise<void> {
  await startWorker();
  applyOverrides(readOverrides());
  await import('@src/app/entry-client');
  // The panel has its own root outside the app's, so the app renders exactly as it would.
  const host = document.createElement('div');
  host.id = 'sandbox-panel';
  document.body.append(host);
  createRoot(host).render(<SandboxPanel />);
}

void start();

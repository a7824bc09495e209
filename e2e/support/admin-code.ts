/**
 * The demo admin's second-factor code for a sign-in, never one whose 30-second step this journey
 * already used: the server accepts a step once (replay protection), so a second sign-in within the
 * same step with the same code is refused. One step of drift is accepted, so the next step's code
 * is used; past that, the journey waits for time to catch up.
 */
import { generateTotp } from '@server/services/totp';

const STEP_MS = 30_000;
let lastStep = -1;

export async function unusedTotpCode(secret: string): Promise<string> {
  const current = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(current, lastStep + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastStep = step;
  return generateTotp(secret, new Date(step * STEP_MS));
}

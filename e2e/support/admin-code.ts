/**
 * The demo admin's second-factor code for a sign-in, never one whose 30-second step this journey
 * already used on that server: the server accepts a step once (replay protection), so a second
 * sign-in within the same step with the same code is refused. One step of drift is accepted, so the
 * next step's code is used; past that, the journey waits for time to catch up. The steps used are
 * kept per server (its address): every journey starts a site with a fresh store, and the journey
 * files share one worker (vite.config.ts), so another journey's sign-ins must not make this one wait.
 */
import { generateTotp } from '@server/services/totp';

const STEP_MS = 30_000;
const lastSteps = new Map<string, number>();

export async function unusedTotpCode(secret: string, server: string): Promise<string> {
  const current = Math.floor(Date.now() / STEP_MS);
  const step = Math.max(current, (lastSteps.get(server) ?? -1) + 1);
  const wait = (step - 1) * STEP_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastSteps.set(server, step);
  return generateTotp(secret, new Date(step * STEP_MS));
}

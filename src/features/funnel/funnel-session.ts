/**
 * The session onboarding starts with. A visitor back from the payment has a stored token but no
 * profile yet (the profile is kept in memory only): onboarding needs it to open at the domain step,
 * so the page's portal session, which checks the stored token once for the whole page, is waited
 * for before onboarding starts. A refused token is forgotten there (spec part 1 §4).
 */
import { whenSessionKnown } from '@src/session/portal-session/portal-session-actor';

export const resolveSession = (): Promise<void> => whenSessionKnown();

/** Shared pieces of the contract's schema tests. */

/** A valid tracking record, as the client sends it with lead activity. */
export const sampleTracking = {
  current_page: '/',
  referrer: 'direct',
  landing_page: '/luxury-websites',
  session_id: 'session_1',
  timestamp: '2025-01-02T03:04:05.000Z',
  lead_score: 75,
  utm_source: 'google',
};

/** The dotted paths of a failed parse's issues, e.g. ['password', 'tracking.utm_source']. */
export const issuePaths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

/**
 * The session onboarding starts with. A visitor back from the payment has a stored token but no
 * profile yet (the profile is kept in memory only): onboarding needs it to open at the domain step,
 * so it is asked for before onboarding starts. A refused token is forgotten (spec part 1 §4).
 */
import { getQueryClient } from '../../api/query-client';
import { routeQuery } from '../../api/route-query';
import { ApiError } from '../../api/api-error';
import { useSession } from '../../stores/session.store';

export const resolveSession = async (): Promise<void> => {
  const { authToken, customer } = useSession.getState();
  if (!authToken || customer) return;
  try {
    const answer = await getQueryClient().fetchQuery(routeQuery('me'));
    if (useSession.getState().authToken === authToken) useSession.getState().setCustomer(answer.customer);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) useSession.getState().signOut();
  }
};

/** The health check machine, wired to the API by route name, the toaster and the fix plan's link. */
import { connectHealthCheck, healthCheckMachine, type HealthCheckView } from '@machines/health-check';
import { routeActor } from '@src/api/route-actor';
import { showMachineToast } from '@src/app/show-machine-toast';
import { useFlow } from '@src/lib/use-flow';
import { useFixedLink } from '../fixed-link/use-fixed-link';

export interface HealthCheckFlow {
  view: HealthCheckView;
  isOpeningFix: boolean;
}

/** `typed`: what the visitor typed into the placeholder's field, the form's first value. */
export const useHealthCheck = (typed = ''): HealthCheckFlow => {
  // The fix offer's link is the $250/month fix-and-maintain plan (decision 15).
  const fixLink = useFixedLink('fix_plan');
  const view = useFlow(healthCheckMachine, connectHealthCheck, {
    input: { url: typed },
    implementations: {
      actors: { analyzeWebsite: routeActor('healthCheck', (body: { url: string }) => ({ body })) },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        openFixPlan: () => fixLink.onOpen(),
      },
    },
  });
  return { view, isOpeningFix: fixLink.isOpening };
};

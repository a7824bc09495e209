/**
 * The project call's body from onboarding's draft: the fields the spec leaves to the app (part 2
 * §3, "how onboarding fills the fields beyond those it collects is not shown") come from the chosen
 * package, so the team sees what was bought.
 */
import { PACKAGES } from '@contract/catalogue';
import type { BodyOf } from '@contract/routes';
import type { OnboardingProjectDraft } from '@machines/onboarding';

export const toProjectBody = (draft: OnboardingProjectDraft): BodyOf<'createProject'> => {
  const pkg = PACKAGES[draft.packageType];
  return {
    ...draft,
    websiteType: `${pkg.name} website`,
    pagesNeeded: [],
    featuresNeeded: [...pkg.features],
  };
};

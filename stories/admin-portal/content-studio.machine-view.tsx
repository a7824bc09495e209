/** The admin Content tab's states of interest: the real list, editor and delete confirmation over a sample item. */
import {
  connectContentStudio,
  contentStudioFakes,
  contentStudioMachine,
  contentStudioStatesOfInterest,
  type ContentStudioView,
} from '@machines/content-studio';
import {
  samplePortfolio,
  samplePost,
  sampleShowcase,
  sampleTestimonial,
} from '@machines/content-studio/content-studio.fakes';
import { StudioList } from '@src/features/admin-portal/studio/studio-section';
import { defineMachineView } from '../support/state-story';

const SAMPLES = {
  blogPost: samplePost,
  portfolio: samplePortfolio,
  showcase: sampleShowcase,
  testimonial: sampleTestimonial,
} as const;

function StudioStates({ view }: { view: ContentStudioView }) {
  return <StudioList items={[SAMPLES[view.kind]]} view={view} />;
}

export const machineView = defineMachineView({
  machine: contentStudioMachine,
  statesOfInterest: contentStudioStatesOfInterest,
  fakes: contentStudioFakes,
  connect: connectContentStudio,
  View: StudioStates,
});

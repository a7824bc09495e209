/** The admin Content tab's states of interest: the real list, editor and delete confirmation over a sample item. */
import {
  connectContentStudio,
  contentStudioFakes,
  contentStudioMachine,
  contentStudioStatesOfInterest,
  type ContentStudioView,
} from '../../machines/content-studio';
import { samplePost, sampleTestimonial } from '../../machines/content-studio/content-studio.fakes';
import { StudioList } from '../../src/features/admin-portal/studio/studio-section';
import { defineMachineView } from '../support/state-story';

function StudioStates({ view }: { view: ContentStudioView }) {
  return <StudioList items={view.kind === 'blogPost' ? [samplePost] : [sampleTestimonial]} view={view} />;
}

export const machineView = defineMachineView({
  machine: contentStudioMachine,
  statesOfInterest: contentStudioStatesOfInterest,
  fakes: contentStudioFakes,
  connect: connectContentStudio,
  View: StudioStates,
});

/** The showcase shows nothing until its list has arrived, so an empty list never flashes a section. */
import { deferred } from '../../../components/deferred/deferred';

export const DeferredShowcase = deferred(
  () => import('../home-islands').then((module) => module.Showcase),
  () => null,
);

/**
 * The testimonials, whose code loads after the first paint. The server renders them with the
 * stored testimonials (the home page is rendered with them, so a new one is in its HTML at once,
 * issue 20). While hydrating, the browser keeps that HTML as it is, inside a Suspense boundary
 * React leaves dehydrated, until the browser is idle and the code arrives, then hydrates it with
 * the same data (the page's data element). Rendered in the browser (a page reached by navigation),
 * the spinner shows until then, as for the other deferred sections.
 */
import { Suspense, use, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { deferred } from '../../../components/deferred/deferred';
import { whenIdle } from '../../../components/deferred/when-idle';
import { trackLoad } from '../../../lib/pending-loads';
import { TestimonialsLoading } from './testimonials-loading.view';

const importIsland = () => import('../home-islands').then((module) => module.Testimonials);

/** The island's code, once here. */
let island: { Testimonials: ComponentType; FeatureScope: ComponentType<{ children: ReactNode }> } | null =
  null;
let loading: Promise<void> | null = null;
let idleLoad: Promise<void> | null = null;

/** Loads the island's code once; the server renderer awaits it before rendering the home page. */
export const loadTestimonials = (): Promise<void> =>
  (loading ??= trackLoad(Promise.all([importIsland(), import('../../../app/feature-scope')])).then(
    ([Testimonials, { FeatureScope }]) => {
      island = { Testimonials, FeatureScope };
    },
  ));

function LoadedTestimonials() {
  if (!island) return null;
  const { Testimonials, FeatureScope } = island;
  return (
    <FeatureScope>
      <Testimonials />
    </FeatureScope>
  );
}

/** In the browser without the server's HTML: the spinner until the idle moment brings the code. */
const ClientTestimonials = deferred(importIsland, TestimonialsLoading);

const subscribeNever = () => () => undefined;

function TestimonialsIsland() {
  // True on the server and while hydrating the server's HTML; false in a render of the browser's own.
  const fromServer = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  if (!island && !fromServer) return <ClientTestimonials />;
  // Suspending while hydrating keeps the server's HTML until the code is here.
  if (!island) use((idleLoad ??= whenIdle().then(loadTestimonials)));
  return <LoadedTestimonials />;
}

export function DeferredTestimonials() {
  return (
    <Suspense fallback={<TestimonialsLoading />}>
      <TestimonialsIsland />
    </Suspense>
  );
}

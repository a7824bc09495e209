/** The content studio of one kind: its machine, wired to the studio's routes by name. */
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import {
  connectContentStudio,
  contentStudioMachine,
  type ContentStudioView,
  type StudioItem,
  type StudioKind,
  type StudioRemoveInput,
  type StudioSaveInput,
  type StudioStatusInput,
} from '@machines/content-studio';
import { asService } from '@src/api/service-error';
import { getQueryClient } from '@src/api/query-client';
import { loadCallRoute } from '@src/api/route-query';
import { uploadImage } from '@src/api/upload-image';
import { showMachineToast } from '@src/app/show-machine-toast';
import { loadTexts } from '@src/i18n/i18n';
import type { TextGroup } from '@src/i18n/text-groups';
import { useFlow } from '@src/lib/use-flow';

/** The list route of each kind (its query key is the route's name). */
export const LIST_ROUTE = {
  blogPost: 'studioBlogPosts',
  portfolio: 'studioPortfolio',
  showcase: 'studioShowcase',
  testimonial: 'studioTestimonials',
} as const satisfies Record<StudioKind, string>;

/** The studio's list and the public reads that show the kind are stale after a change. */
const STALE_ROUTES: Record<StudioKind, readonly string[]> = {
  blogPost: [LIST_ROUTE.blogPost, 'blogPosts', 'blogPost'],
  portfolio: [LIST_ROUTE.portfolio, 'portfolio', 'portfolioAll'],
  showcase: [LIST_ROUTE.showcase, 'showcaseProjects'],
  testimonial: [LIST_ROUTE.testimonial, 'testimonials'],
};

const refresh = (kind: StudioKind) => (): void =>
  void getQueryClient().invalidateQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'route' && STALE_ROUTES[kind].includes(String(queryKey[1])),
  });

async function save(input: StudioSaveInput): Promise<StudioItem> {
  const call = await loadCallRoute();
  switch (input.kind) {
    case 'blogPost':
      return input.id === null
        ? call('studioCreateBlogPost', { body: input.body })
        : call('studioUpdateBlogPost', { params: { id: input.id }, body: input.body });
    case 'portfolio':
      return input.id === null
        ? call('studioCreatePortfolio', { body: input.body })
        : call('studioUpdatePortfolio', { params: { id: input.id }, body: input.body });
    case 'showcase':
      return input.id === null
        ? call('studioCreateShowcase', { body: input.body })
        : call('studioUpdateShowcase', { params: { id: input.id }, body: input.body });
    case 'testimonial':
      return input.id === null
        ? call('studioCreateTestimonial', { body: input.body })
        : call('studioUpdateTestimonial', { params: { id: input.id }, body: input.body });
  }
}

async function setStatus({ kind, id, body }: StudioStatusInput): Promise<StudioItem> {
  const call = await loadCallRoute();
  const params = { id };
  switch (kind) {
    case 'blogPost':
      return call('studioUpdateBlogPost', { params, body });
    case 'portfolio':
      return call('studioUpdatePortfolio', { params, body });
    case 'showcase':
      return call('studioUpdateShowcase', { params, body });
    case 'testimonial':
      return call('studioUpdateTestimonial', { params, body });
  }
}

async function remove({ kind, id }: StudioRemoveInput): Promise<unknown> {
  const call = await loadCallRoute();
  const params = { id };
  switch (kind) {
    case 'blogPost':
      return call('studioDeleteBlogPost', { params });
    case 'portfolio':
      return call('studioDeletePortfolio', { params });
    case 'showcase':
      return call('studioDeleteShowcase', { params });
    case 'testimonial':
      return call('studioDeleteTestimonial', { params });
  }
}

/** The groups the preview's public views say their words from (preview-in-language.tsx). */
const PREVIEW_TEXTS: readonly TextGroup[] = ['common', 'catalogue', 'blog', 'portfolio', 'home'];

export const useContentStudio = (kind: StudioKind): ContentStudioView => {
  const view = useStudioFlow(kind);
  // The preview speaks the language being edited: its texts load when it is first shown in it (a
  // failed load leaves the English ones, i18next's fallback).
  const previewLanguage = view.preview?.language;
  useEffect(() => {
    if (previewLanguage) loadTexts(previewLanguage, PREVIEW_TEXTS).catch(() => {});
  }, [previewLanguage]);
  return view;
};

const useStudioFlow = (kind: StudioKind): ContentStudioView =>
  useFlow(contentStudioMachine, connectContentStudio, {
    input: { kind },
    implementations: {
      actors: {
        save: fromPromise(({ input }: { input: StudioSaveInput }) => asService(save(input))),
        setStatus: fromPromise(({ input }: { input: StudioStatusInput }) => asService(setStatus(input))),
        remove: fromPromise(({ input }: { input: StudioRemoveInput }) => asService(remove(input))),
        upload: fromPromise(({ input }: { input: Blob }) => uploadImage(input)),
      },
      actions: {
        showToast: (_, params) => showMachineToast(params),
        refreshList: refresh(kind),
      },
    },
  });

import { dehydrate, QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { inLanguageOnly } from '@contract/content-texts';
import type { Testimonial } from '@contract';
import { testimonials } from '@mocks/fixtures';
import { QUERY_STATE_ELEMENT_ID, queryStateElement } from '@src/app/query-state';
import { i18n, switchLanguage } from '@src/i18n/i18n';
import { setupMswServer } from '@src/testing/msw-server';
import { createQueryClient, getQueryClient } from './query-client';
import { routeQuery } from './route-query';

const server = setupMswServer();
const query = routeQuery('testimonials');
const translated = testimonials.find(
  (testimonial) => testimonial.translations?.de && testimonial.translations.fr,
);
if (!translated) throw new Error('The fixtures have no testimonial in German and French');

/** The page as the server sends it: the testimonials in English only, said to be English. */
const renderedInEnglish = () => {
  const rendered = createQueryClient();
  rendered.setQueryData(query.queryKey, inLanguageOnly([...testimonials], 'en'));
  document.documentElement.lang = 'en';
  document.body.insertAdjacentHTML('beforeend', queryStateElement(dehydrate(rendered), 'en'));
};

const cached = () =>
  getQueryClient()
    .getQueryData<Testimonial[]>(query.queryKey)
    ?.find(({ id }) => id === translated.id);

afterAll(() => {
  document.getElementById(QUERY_STATE_ELEMENT_ID)?.remove();
});

describe('the content the page was rendered with', () => {
  it('is adopted in the page’s language only, and fetched whole before the interface shows another one', async () => {
    renderedInEnglish();
    // As the home page's section reads it.
    const unsubscribe = new QueryObserver(getQueryClient(), query).subscribe(() => undefined);
    expect(cached()?.translations).toEqual({});

    // The fetch fails: the switch still happens (the English texts stand in, marked), and the next switch tries again.
    server.use(http.get('/api/testimonials', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    await switchLanguage('de');
    expect(i18n.language).toBe('de');
    expect(cached()?.translations).toEqual({});

    let reads = 0;
    server.use(
      http.get('/api/testimonials', () => {
        reads += 1;
        return HttpResponse.json(testimonials);
      }),
    );
    await switchLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(reads).toBe(1);
    expect(cached()?.translations?.fr).toEqual(translated.translations?.fr);

    // Whole now: another switch reads nothing again.
    await switchLanguage('de');
    expect(reads).toBe(1);
    expect(cached()?.translations?.de).toEqual(translated.translations?.de);
    unsubscribe();
    await switchLanguage('en');
  });
});

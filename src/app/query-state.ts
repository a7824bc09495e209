/**
 * A page rendered on request with stored data (a blog post) carries that data in a JSON element,
 * so the browser's first render shows what the server rendered. It is data, not a script: the
 * Content-Security-Policy never runs it. The content in it has the page's language's translations
 * only (`inLanguageOnly`), and says which (`contentLanguage`).
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** The element's JSON: TanStack Query's dehydrated state and the language of its content's texts. */
export interface QueryStateElement<State> {
  state: State;
  contentLanguage: string;
}

/** The element's HTML; `<` is escaped so no text in the data can close the element. */
export const queryStateElement = (state: unknown, contentLanguage: string): string =>
  `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${JSON.stringify({ state, contentLanguage } satisfies QueryStateElement<unknown>).replace(/</g, '\\u003c')}</script>`;

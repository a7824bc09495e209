/**
 * index.html is the template of every page: the build (scripts/prerender.ts) and the server fill its
 * placeholders with a rendered page; a Vite plugin (build/page-template.plugin.ts) puts the theme boot
 * script in. The file itself states no text and no figure: everything a page says comes from its
 * render.
 */

export const PLACEHOLDERS = {
  themeBoot: '<!--theme-boot-->',
  head: '<!--page-head-->',
  body: '<!--page-body-->',
  data: '<!--page-data-->',
} as const;

export interface PageParts {
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Head tags of the page (title, description, canonical, Open Graph). */
  head: string;
  /** The rendered app, for `#root`. */
  body: string;
  /** The rendered page's data element, or ''. */
  dataElement: string;
}

/** The template with a rendered page in it. */
export const fillPage = (template: string, page: PageParts): string => {
  for (const placeholder of Object.values(PLACEHOLDERS).slice(1)) {
    if (!template.includes(placeholder)) throw new Error(`The page template has no ${placeholder}`);
  }
  // Replacer functions: a `$` in a rendered page must not be read as a replacement pattern.
  return template
    .replace(/<html[^>]*>/, () => `<html lang="${page.lang}" dir="${page.dir}" class="light">`)
    .replace(PLACEHOLDERS.head, () => page.head)
    .replace(PLACEHOLDERS.body, () => page.body)
    .replace(PLACEHOLDERS.data, () => page.dataElement);
};

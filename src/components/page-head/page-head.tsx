import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_CODES } from '@contract/catalogue';
import { languageOfPath, localizedPath } from '@contract/language-paths';
import { siteConfig } from '@src/lib/site-config';
import { siteUrl } from '@src/lib/site-origin';

interface PageHeadProps {
  /** The page's title, before the brand name ("Our Portfolio | Brand"). */
  title: string;
  /** 50 to 160 characters: what search results and link previews show under the title. */
  description: string;
  /** The page's path (without its language's prefix); the current one (without query or hash) by default. */
  path?: string;
  /** An absolute path of this site or a full URL; the site's preview image by default. */
  image?: string;
  type?: 'website' | 'article';
  /** Pages no search engine should list (the 404 page, a checkout, a confirmation). */
  noIndex?: boolean;
}

/** Open Graph locales of the ten languages (`og:locale` wants language_TERRITORY). */
const OG_LOCALES: Readonly<Record<string, string>> = {
  en: 'en_US',
  es: 'es_ES',
  fr: 'fr_FR',
  de: 'de_DE',
  zh: 'zh_CN',
  ar: 'ar_AR',
  hy: 'hy_AM',
  ja: 'ja_JP',
  ko: 'ko_KR',
  ru: 'ru_RU',
};

/** Search results show about 60 characters of a title: the brand is added only where it fits. */
const TITLE_MAX = 60;

export const withBrand = (title: string): string => {
  const branded = `${title} | ${siteConfig.brandName}`;
  return branded.length <= TITLE_MAX ? branded : title;
};

/** The preview image of every page that has none of its own (1200 × 630). */
export const DEFAULT_PREVIEW_IMAGE = '/og-image.jpg';

/** Link previews and search results show raster images only: an SVG gives way to the site's image. */
export const previewImageOf = (image: string | undefined): string =>
  image && !/\.svg(?:[?#]|$)/i.test(image) ? image : DEFAULT_PREVIEW_IMAGE;

/**
 * A page's head: title, description, canonical link (the page in its own language's URL), the
 * `hreflang` alternates of its ten languages and `x-default` (the unprefixed URL, decision 30),
 * and the Open Graph tags link previews read. A page kept out of search results (noindex) has no
 * canonical, no alternates and names no URL of its own. React puts them in `<head>` (and the
 * server renderer into the HTML head), replacing the previous page's on navigation.
 */
export function PageHead({
  title,
  description,
  path,
  image,
  type = 'website',
  noIndex = false,
}: PageHeadProps) {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const { language } = languageOfPath(pathname);
  const pagePath = languageOfPath(path ?? pathname).path;
  const url = siteUrl(localizedPath(language, pagePath));
  const fullTitle = withBrand(title);
  const preview = previewImageOf(image);
  const imageUrl = /^https?:/.test(preview) ? preview : siteUrl(preview);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {!noIndex &&
        LANGUAGE_CODES.map((code) => (
          <link key={code} rel="alternate" hrefLang={code} href={siteUrl(localizedPath(code, pagePath))} />
        ))}
      {!noIndex && <link rel="alternate" hrefLang="x-default" href={siteUrl(pagePath)} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noIndex && <meta property="og:url" content={url} />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteConfig.brandName} />
      <meta property="og:locale" content={OG_LOCALES[i18n.language] ?? 'en_US'} />
      <meta property="og:image" content={imageUrl} />
      {preview === DEFAULT_PREVIEW_IMAGE && <meta property="og:image:width" content="1200" />}
      {preview === DEFAULT_PREVIEW_IMAGE && <meta property="og:image:height" content="630" />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}

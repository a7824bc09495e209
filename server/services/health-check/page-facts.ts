/**
 * Measures one fetched page: what the scoring table needs, read with an HTML parser (cheerio) and the
 * response headers. Pure: no network, no clock.
 */
import { load, type CheerioAPI } from 'cheerio';

/** A page as the server fetched it. */
export interface FetchedPage {
  url: string;
  finalUrl: string;
  status: number;
  /** Lowercased header names. */
  headers: Record<string, string>;
  html: string;
  loadTimeMs: number;
  /** Bytes on the wire; the HTML's UTF-8 size when unknown. */
  transferBytes?: number;
}

/** An SVG scales to any width: one file serves every screen, so it needs no srcset. */
const isVector = (src: string | undefined): boolean =>
  /\.svg(?:[?#]|$)/i.test(src ?? '') || /^data:image\/svg\+xml/i.test(src ?? '');

export type ViewportState = 'missing' | 'not-device-width' | 'ok';

export interface PageFacts {
  https: boolean;
  loadTimeSeconds: number;
  transferBytes: number;
  htmlBytes: number;
  compressed: boolean;
  blockingScripts: number;
  imageCount: number;
  imagesWithoutDimensions: number;
  imagesWithoutSrcset: number;
  viewport: ViewportState;
  viewportBlocksZoom: boolean;
  smallFontElements: number;
  smallTapTargets: number;
  title: string | null;
  metaDescription: string | null;
  h1Count: number;
  imagesWithoutAlt: number;
  hasCanonical: boolean;
  hasLang: boolean;
  noindex: boolean;
  hasHsts: boolean;
  hasCsp: boolean;
  hasFrameProtection: boolean;
  hasNosniff: boolean;
  mixedContent: number;
}

/** Smallest legible font (px) and smallest tap target (px, WCAG 2.2 AA target size minimum). */
export const MIN_FONT_PX = 12;
export const MIN_TAP_TARGET_PX = 24;

export function measurePage(page: FetchedPage): PageFacts {
  const $ = load(page.html);
  const headers = page.headers;
  const https = new URL(page.finalUrl).protocol === 'https:';
  const cspHeader = headers['content-security-policy'] ?? '';
  const images = $('img').toArray();
  // TextEncoder, not Buffer: the studio's mock scores posts with this code in the browser too.
  const htmlBytes = new TextEncoder().encode(page.html).length;

  return {
    https,
    loadTimeSeconds: page.loadTimeMs / 1000,
    transferBytes: page.transferBytes ?? htmlBytes,
    htmlBytes,
    compressed: /\b(gzip|br|deflate|zstd)\b/i.test(headers['content-encoding'] ?? ''),
    blockingScripts: $('head script[src]')
      .toArray()
      .filter((el) => {
        const s = $(el);
        return s.attr('async') === undefined && s.attr('defer') === undefined && s.attr('type') !== 'module';
      }).length,
    imageCount: images.length,
    imagesWithoutDimensions: images.filter((el) => !$(el).attr('width') || !$(el).attr('height')).length,
    imagesWithoutSrcset: images.filter(
      (el) => !$(el).attr('srcset') && $(el).parent('picture').length === 0 && !isVector($(el).attr('src')),
    ).length,
    ...viewportFacts($),
    smallFontElements: $('[style]')
      .toArray()
      .filter((el) => {
        const size = inlinePx($(el).attr('style'), 'font-size');
        return size !== null && size > 0 && size < MIN_FONT_PX; // 0 hides text on purpose
      }).length,
    smallTapTargets: $('a[style], button[style], input[style], [role="button"][style]')
      .toArray()
      .filter((el) => {
        const style = $(el).attr('style');
        return ['height', 'width', 'min-height'].some((prop) => {
          const px = inlinePx(style, prop);
          return px !== null && px > 0 && px < MIN_TAP_TARGET_PX;
        });
      }).length,
    title: textOrNull($('head title').first().text()),
    metaDescription: textOrNull($('meta[name="description" i]').attr('content')),
    h1Count: $('h1').length,
    imagesWithoutAlt: images.filter((el) => $(el).attr('alt') === undefined).length,
    hasCanonical: Boolean($('link[rel~="canonical" i]').attr('href')?.trim()),
    hasLang: Boolean($('html').attr('lang')?.trim()),
    noindex:
      /\bnoindex\b/i.test($('meta[name="robots" i], meta[name="googlebot" i]').attr('content') ?? '') ||
      /\bnoindex\b/i.test(headers['x-robots-tag'] ?? ''),
    hasHsts: /max-age=\s*[1-9]/i.test(headers['strict-transport-security'] ?? ''),
    hasCsp: Boolean(cspHeader.trim()) || $('meta[http-equiv="content-security-policy" i]').length > 0,
    hasFrameProtection:
      /^(deny|sameorigin)$/i.test((headers['x-frame-options'] ?? '').trim()) ||
      /(^|;)\s*frame-ancestors\s/i.test(cspHeader),
    hasNosniff: /^nosniff$/i.test((headers['x-content-type-options'] ?? '').trim()),
    mixedContent: https ? countMixedContent($) : 0,
  };
}

function viewportFacts($: CheerioAPI): Pick<PageFacts, 'viewport' | 'viewportBlocksZoom'> {
  const content = $('meta[name="viewport" i]').attr('content');
  if (content === undefined) return { viewport: 'missing', viewportBlocksZoom: false };
  const settings = new Map(
    content.split(/[,;]/).map((part) => {
      const [key = '', value = ''] = part.split('=').map((s) => s.trim().toLowerCase());
      return [key, value] as const;
    }),
  );
  const maxScale = Number(settings.get('maximum-scale'));
  return {
    viewport: settings.get('width') === 'device-width' ? 'ok' : 'not-device-width',
    viewportBlocksZoom:
      ['no', '0'].includes(settings.get('user-scalable') ?? '') ||
      (settings.has('maximum-scale') && Number.isFinite(maxScale) && maxScale < 2),
  };
}

/** Resources a secure page loads over plain http (browsers block or warn about them). */
function countMixedContent($: CheerioAPI): number {
  const insecure = (value: string | undefined) => /^\s*http:\/\//i.test(value ?? '');
  const bySrc = $(
    'script[src], img[src], iframe[src], source[src], video[src], audio[src], embed[src], track[src]',
  )
    .toArray()
    .filter((el) => insecure($(el).attr('src'))).length;
  const bySrcset = $('img[srcset], source[srcset]')
    .toArray()
    .filter((el) => ($(el).attr('srcset') ?? '').split(',').some((entry) => insecure(entry))).length;
  const byHref = $('link[rel~="stylesheet" i][href], link[rel~="preload" i][href]')
    .toArray()
    .filter((el) => insecure($(el).attr('href'))).length;
  const byData = $('object[data]')
    .toArray()
    .filter((el) => insecure($(el).attr('data'))).length;
  const byForm = $('form[action]')
    .toArray()
    .filter((el) => insecure($(el).attr('action'))).length;
  return bySrc + bySrcset + byHref + byData + byForm;
}

/** A length declared in an inline style, in CSS pixels; null when absent or not absolute. */
function inlinePx(style: string | undefined, property: string): number | null {
  if (!style) return null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0 || declaration.slice(0, colon).trim().toLowerCase() !== property) continue;
    const match = /^([\d.]+)\s*(px|pt|rem|em)?$/i.exec(declaration.slice(colon + 1).trim());
    if (!match) return null;
    const value = Number(match[1]);
    const unit = (match[2] ?? 'px').toLowerCase();
    // rem/em are taken against the browser default of 16px (inline styles rarely nest font sizes).
    return unit === 'pt' ? (value * 4) / 3 : unit === 'px' ? value : value * 16;
  }
  return null;
}

function textOrNull(value: string | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

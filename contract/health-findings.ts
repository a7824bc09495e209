/**
 * The findings the health check can report, each named by a code (issue 22). The server words a
 * finding in English on the wire (`issue`, `description`, the spec's shape); the page writes it in
 * its own language from the code and the figures in `params` (`healthCheck.findings.<code>`).
 */
import { z } from './zod';

export const HEALTH_FINDING_CODES = [
  'load-slow',
  'load-very-slow',
  'load-critical',
  'heavy-page',
  'render-blocking-scripts',
  'many-images',
  'image-dimensions',
  'no-compression',
  'viewport-missing',
  'viewport-width',
  'zoom-disabled',
  'images-not-responsive',
  'small-fonts',
  'small-tap-targets',
  'title-missing',
  'title-length',
  'description-missing',
  'description-length',
  'h1-missing',
  'h1-multiple',
  'img-alt',
  'canonical-missing',
  'lang-missing',
  'noindex',
  'no-https',
  'no-hsts',
  'no-csp',
  'no-frame-protection',
  'no-nosniff',
  'mixed-content',
] as const;
export type HealthFindingCode = (typeof HEALTH_FINDING_CODES)[number];
export const healthFindingCodeSchema = z.enum(HEALTH_FINDING_CODES);

/**
 * The figures a finding's words name, by name: `seconds` (load time), `count` (of images, scripts,
 * elements…), `length`, `min` and `max` (characters), `kb` and `maxKb`, `px`.
 */
export const HEALTH_FINDING_PARAMS = [
  'seconds',
  'count',
  'length',
  'min',
  'max',
  'kb',
  'maxKb',
  'px',
] as const;
export type HealthFindingParam = (typeof HEALTH_FINDING_PARAMS)[number];
export const healthFindingParamsSchema = z.partialRecord(
  z.enum(HEALTH_FINDING_PARAMS),
  z.number().nonnegative(),
);
export type HealthFindingParams = z.infer<typeof healthFindingParamsSchema>;

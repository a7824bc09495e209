/**
 * The analytics provider is build-time configuration (decision 24): `VITE_ANALYTICS_GA_ID`, a
 * Google Analytics 4 measurement id (`G-…`). Unset (the default), no third-party script is ever
 * loaded and the events stay in the page's `dataLayer` queue. Set, the page loads Google's gtag.js,
 * and the build adds its origins to the Content-Security-Policy (`analyticsCspSources`).
 */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

/** A valid measurement id, else null: the id goes into a script address, so nothing else is taken. */
export const measurementIdOf = (value: unknown): string | null =>
  typeof value === 'string' && MEASUREMENT_ID.test(value.trim()) ? value.trim() : null;

export const analyticsConfig = {
  gaMeasurementId: measurementIdOf(import.meta.env.VITE_ANALYTICS_GA_ID),
} as const;

export const GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';

/** The sources gtag.js needs beyond this site, by CSP directive (Google's documented list for GA4). */
export interface CspSources {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

export const analyticsCspSources = (measurementId: string | null): CspSources =>
  measurementId
    ? {
        scriptSrc: ['https://*.googletagmanager.com'],
        connectSrc: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
        imgSrc: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      }
    : { scriptSrc: [], connectSrc: [], imgSrc: [] };

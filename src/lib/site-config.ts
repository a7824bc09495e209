/**
 * Brand and contact details are configuration with placeholder defaults (decision 27).
 * Vite exposes `VITE_*` variables at build time; an empty or missing one falls back.
 */
const env = import.meta.env;

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export const siteConfig = {
  brandName: pick(env.VITE_BRAND_NAME, 'Swift Web Studio'),
} as const;

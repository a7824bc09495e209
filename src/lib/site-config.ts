/**
 * Brand and contact details are configuration with placeholder defaults (decision 27).
 * Vite exposes `VITE_*` variables at build time; an empty or missing one falls back.
 */
// Vite's build-time variables; a script run outside Vite (tsx) reads the process's environment.
const env: Readonly<Record<string, unknown>> =
  (import.meta.env as Record<string, unknown> | undefined) ??
  (globalThis as { process?: { env: Record<string, unknown> } }).process?.env ??
  {};

const pick = (value: unknown, fallback: string): string =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

export const siteConfig = {
  brandName: pick(env.VITE_BRAND_NAME, 'Swift Web Studio'),
  /** The sales and support line: the `{{phone}}` of the spec's texts. */
  phone: pick(env.VITE_SUPPORT_PHONE, '(555) 010-4800'),
  /** The computer-repair line, the spec's second support number. */
  repairPhone: pick(env.VITE_REPAIR_PHONE, '(555) 010-7300'),
  /** The named repair technician (spec part 2 §9). */
  technicianName: pick(env.VITE_TECHNICIAN_NAME, 'Sam Rivera'),
  address: pick(env.VITE_BUSINESS_ADDRESS, '100 Main Street, Austin, TX 78701'),
} as const;

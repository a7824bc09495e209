/**
 * The free website health check (spec part 2 §7, decision 20).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { healthCheckResultSchema, trackingFieldSchema } from '../entities';
import { TEXT_MAX } from '../fields';

/** The client prepends https:// when the scheme is missing; the server validates the address. */
export const healthCheckBodySchema = z.object({
  url: z.string().trim().min(1, 'Required').max(TEXT_MAX.url),
  tracking: trackingFieldSchema,
});
export type HealthCheckBody = z.input<typeof healthCheckBodySchema>;
export const healthCheckResponseSchema = healthCheckResultSchema;

export const healthCheckRoutes = {
  healthCheck: defineRoute({
    method: 'POST',
    path: '/api/health-check',
    access: 'public',
    body: healthCheckBodySchema,
    response: healthCheckResponseSchema,
  }),
};

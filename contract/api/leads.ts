/**
 * Leads stored from the tracking records that travel with sign-ups and orders (decision 25).
 */
import { z } from '../zod';
import { defineRoute } from '../route-def';
import { leadSchema } from '../entities';

/** Newest first. */
export const adminLeadsResponseSchema = z.array(leadSchema);

export const leadsRoutes = {
  adminLeads: defineRoute({
    method: 'GET',
    path: '/api/admin/leads',
    access: 'admin',
    response: adminLeadsResponseSchema,
  }),
};

import { db } from '../db';
import { mockRoute } from '../lib/mock-route';

export const leadsHandlers = [
  mockRoute('adminLeads', () => [...db.leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
];

/**
 * Website projects: created at the end of onboarding (priced by the server from the catalogue,
 * never from the client's figures, and credited with the package payment made earlier in
 * onboarding), listed for their customer and for the admin, moved through
 * their statuses by the admin.
 */
import { AMOUNTS, DEFAULT_LANGUAGE, PACKAGES, deliveryDeadlineFor, formatCents } from '@contract/catalogue';
import type { z } from 'zod';
import type { AdminProjectStatus } from '@contract/api/admin';
import type { createProjectBodySchema } from '@contract/api/projects';
import type { Project } from '@contract/entities';
import type { Clock } from '../../lib/clock';
import { newId } from '../../lib/ids';
import { mappedOnce } from '../../lib/mapped-once';
import { notFound } from '../../http/errors';
import type { Store } from '../../store/port';
import type { CustomerRecord, ProjectRecord } from '../../store/records';
import type { EventPublisher } from '../events';
import type { PortalLinks } from '../mail/links';
import type { Mailer } from '../mail/mailer';
import type { LeadService } from '../leads';
import { claimPackagePayments } from '../payments';

export type CreateProjectInput = z.output<typeof createProjectBodySchema>;

export interface ProjectService {
  create(customer: CustomerRecord, input: CreateProjectInput): Promise<{ id: string }>;
  listForCustomer(customerId: string): Promise<Project[]>;
  listAll(): Promise<Project[]>;
  /** The admin's move to in_progress or completed; payment statuses follow the payments only. */
  updateStatus(id: string, status: AdminProjectStatus): Promise<Project>;
}

export const toProject = (record: ProjectRecord): Project => ({
  id: record.id,
  companyName: record.companyName,
  clientName: record.clientName,
  clientEmail: record.clientEmail,
  websiteType: record.websiteType,
  packageType: record.packageType,
  totalAmount: record.totalAmount,
  paidAmount: record.paidAmount,
  websiteUrl: record.websiteUrl,
  businessDescription: record.businessDescription,
  status: record.status,
  domainName: record.domainName,
  includeLogo: record.includeLogo,
  createdAt: record.createdAt,
  paidAt: record.paidAt,
  // The 48-hour promise (24 h for Enterprise and Platinum) runs from the first payment.
  deliveryDeadline:
    record.paidAt === undefined
      ? undefined
      : deliveryDeadlineFor(record.packageType, new Date(record.paidAt)).toISOString(),
  startedAt: record.startedAt,
  completedAt: record.completedAt,
});

/**
 * The admin's move, with the times the delivery tracker shows: work starts once (the first move
 * to in_progress), completion is when it was last marked completed and is cleared if it is moved
 * back to in progress.
 */
const statusPatch = (
  record: ProjectRecord,
  status: AdminProjectStatus,
  now: string,
): Partial<ProjectRecord> =>
  status === 'completed'
    ? { status, startedAt: record.startedAt ?? now, completedAt: now }
    : { status, startedAt: record.startedAt ?? now, completedAt: undefined };

/** A list field as the record keeps it: names joined, or nothing. */
const joined = (items: readonly string[]): string | undefined =>
  items.length ? items.join(', ') : undefined;

/** A customer's list, mapped once while their projects do not change (lib/mapped-once.ts). */
const toProjects = mappedOnce(toProject);

export function createProjectService(deps: {
  store: Store;
  clock: Clock;
  leads: LeadService;
  events: EventPublisher;
  mailer: Mailer;
  links: PortalLinks;
}): ProjectService {
  const { store } = deps;

  /**
   * Takes back a project whose payments could not be claimed: its payments are unlinked first (so a
   * retry claims them again and no amount is lost), then the project goes, so the retry the visitor
   * makes after the error creates one project, not a second. The first error answers the call even
   * if this fails too.
   */
  async function undoCreate(projectId: string): Promise<void> {
    try {
      await store.payments.unlinkProject(projectId);
      await store.projects.delete(projectId);
    } catch {
      // The project then stays as created: the same state a crash at this point would leave.
    }
  }

  return {
    async create(customer, input) {
      const record = await store.projects.create({
        id: newId(),
        customerId: customer.id,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        companyName: input.companyName,
        domainName: input.domainName,
        industry: input.industry,
        businessDescription: input.businessDescription,
        websiteType: input.websiteType,
        primaryGoal: input.primaryGoal,
        targetAudience: input.targetAudience,
        pagesNeeded: joined(input.pagesNeeded),
        featuresNeeded: joined(input.featuresNeeded),
        designStyle: input.designStyle,
        contentStatus: input.contentStatus,
        timeline: input.timeline,
        inspirationWebsites: input.inspirationWebsites,
        packageType: input.packageType,
        // The price list decides what a project costs, whatever the client sent.
        totalAmount: PACKAGES[input.packageType].price * 100,
        paidAmount: 0,
        status: 'pending',
        includeLogo: input.includeLogo,
        logoAmount: input.includeLogo ? AMOUNTS.logoCents : 0,
        createdAt: deps.clock.now().toISOString(),
      });
      try {
        // The package may have been paid earlier in onboarding, before this project existed.
        await claimPackagePayments(store, record);
      } catch (error) {
        await undoCreate(record.id);
        throw error;
      }
      await deps.leads.record('project', input.tracking, customer.email);
      const created = (await store.projects.findById(record.id)) ?? record;
      await deps.events.toCustomer(customer.id, { type: 'project.created', project: toProject(created) });
      await deps.mailer.queue({
        kind: 'admin_new_project',
        to: deps.mailer.adminAddress,
        language: DEFAULT_LANGUAGE,
        params: {
          customer: record.clientName,
          email: record.clientEmail,
          company: record.companyName,
          package: PACKAGES[record.packageType].name,
          amount: formatCents(record.totalAmount),
          link: deps.links.site(DEFAULT_LANGUAGE),
        },
      });
      return { id: record.id };
    },
    async listForCustomer(customerId) {
      return toProjects(await store.projects.listByCustomer(customerId));
    },
    async listAll() {
      return (await store.projects.list()).map(toProject);
    },
    async updateStatus(id, status) {
      const record = await store.projects.findById(id);
      const updated =
        record &&
        (await store.projects.update(id, statusPatch(record, status, deps.clock.now().toISOString())));
      if (!updated) throw notFound('Project not found');
      const project = toProject(updated);
      if (updated.customerId)
        await deps.events.toCustomer(updated.customerId, { type: 'project.updated', project });
      else await deps.events.toAdmins({ type: 'project.updated', project });
      return project;
    },
  };
}

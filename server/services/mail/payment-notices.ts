/**
 * What a paid payment tells people (decision 36): the customer gets a receipt in their language
 * (what was bought and the amount), the agency's address a notice, and the project's portals a
 * live update of its paid amount and status.
 */
import { DEFAULT_LANGUAGE, PACKAGES, formatCents } from '@contract/catalogue';
import type { Store } from '../../store/port';
import type { PaymentRecord } from '../../store/records';
import type { EventPublisher } from '../events';
import { toProject } from '../projects';
import type { PortalLinks } from './links';
import type { Mailer } from './mailer';

export type PaymentNotices = (payment: PaymentRecord) => Promise<void>;

export function createPaymentNotices(deps: {
  store: Store;
  mailer: Mailer;
  events: EventPublisher;
  links: PortalLinks;
}): PaymentNotices {
  const { store, mailer, events, links } = deps;
  return async (payment) => {
    const amount = formatCents(payment.amountCents);
    const description = payment.packageType
      ? `${PACKAGES[payment.packageType].name} (${payment.description})`
      : payment.description;
    const customer =
      (payment.customerId ? await store.customers.findById(payment.customerId) : null) ??
      (payment.customerEmail ? await store.customers.findByEmail(payment.customerEmail) : null);
    const to = customer?.email ?? payment.customerEmail;
    if (to) {
      const language = customer?.language ?? DEFAULT_LANGUAGE;
      await mailer.queue({
        kind: 'payment_received',
        to,
        language,
        params: { name: customer?.firstName ?? '', amount, description },
      });
    }
    await mailer.queue({
      kind: 'admin_payment_paid',
      to: mailer.adminAddress,
      language: DEFAULT_LANGUAGE,
      params: { amount, email: to ?? '—', description, link: links.site(DEFAULT_LANGUAGE) },
    });
    const project = payment.projectId ? await store.projects.findById(payment.projectId) : null;
    if (project) {
      const update = { type: 'project.updated' as const, project: toProject(project) };
      if (project.customerId) await events.toCustomer(project.customerId, update);
      else await events.toAdmins(update);
    }
  };
}

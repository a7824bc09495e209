/**
 * A stored payment as the contract shows it (the sandbox checkout page, the success confirmation).
 */
import type { Payment } from '@contract/entities';
import type { PaymentRecord } from '../../store/records';

export function toPaymentView(record: PaymentRecord): Payment {
  return {
    id: record.id,
    provider: record.provider,
    // A record gets its session id right after creation; the id stands in until then.
    providerSessionId: record.providerSessionId ?? record.id,
    amountCents: record.amountCents,
    purpose: record.purpose,
    status: record.status,
    description: record.description,
    createdAt: record.createdAt,
    ...(record.projectId ? { projectId: record.projectId } : {}),
    ...(record.customerId ? { customerId: record.customerId } : {}),
    ...(record.domainOrderId ? { domainOrderId: record.domainOrderId } : {}),
    ...(record.packageType ? { packageType: record.packageType } : {}),
    ...(record.customerEmail ? { customerEmail: record.customerEmail } : {}),
    ...(record.paidAt ? { paidAt: record.paidAt } : {}),
  };
}

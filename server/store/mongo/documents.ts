/** MongoDB documents: records with their `id` as `_id` and the fields MongoDB expires as Dates. */
import type {
  BlogPostRecord,
  CreditReservationRecord,
  CustomerRecord,
  DomainOrderRecord,
  LeadRecord,
  MailRecord,
  MessageRecord,
  PasswordResetRecord,
  PaymentRecord,
  PortfolioRecord,
  ProjectRecord,
  ShowcaseRecord,
  SubscriptionRecord,
  SupportTicketRecord,
  TestimonialRecord,
  TokenRecord,
  VerificationSessionRecord,
} from '../records';

type WithId<R extends { id: string }> = Omit<R, 'id'> & { _id: string };
type Dated<R, K extends keyof R> = Omit<R, K> & { [P in K]: Date };

export type CustomerDoc = WithId<CustomerRecord>;
export type TokenDoc = Dated<TokenRecord, 'expiresAt'>;
export type VerificationSessionDoc = Dated<WithId<VerificationSessionRecord>, 'expiresAt'>;
export interface TotpStepDoc {
  customerId: string;
  step: number;
  expiresAt: Date;
}
export interface RateLimitDoc {
  key: string;
  count: number;
  resetAt: Date;
}
export type ProjectDoc = WithId<ProjectRecord>;
export type SubscriptionDoc = WithId<SubscriptionRecord>;
export type SupportTicketDoc = WithId<SupportTicketRecord>;
export type MessageDoc = Omit<WithId<MessageRecord>, 'readAt'> & { readAt?: Date };
export type PortfolioDoc = WithId<PortfolioRecord>;
export type TestimonialDoc = WithId<TestimonialRecord>;
export type ShowcaseDoc = WithId<ShowcaseRecord>;
export type BlogPostDoc = WithId<BlogPostRecord>;
export type CreditReservationDoc = CreditReservationRecord;
export type PaymentDoc = WithId<PaymentRecord>;
export interface SecretDoc {
  _id: string;
  value: string;
}
export interface ProcessedEventDoc {
  eventId: string;
  processedAt: string;
}
export type DomainOrderDoc = WithId<DomainOrderRecord>;
export type LeadDoc = WithId<LeadRecord>;

export type PasswordResetDoc = Dated<PasswordResetRecord, 'expiresAt'>;
export type MailDoc = WithId<MailRecord>;
/** A published portal event, kept a few minutes for the change streams of every server process. */
export interface EventDoc {
  published: import('../port').PublishedEvent;
  createdAt: Date;
}

/** The adapter's models, compiled on one connection; collections keep the port's names. */
import type { Connection } from 'mongoose';
import type {
  BlogPostDoc,
  CreditReservationDoc,
  CustomerDoc,
  DomainOrderDoc,
  LeadDoc,
  MailDoc,
  MessageDoc,
  PasswordResetDoc,
  EventDoc,
  PaymentDoc,
  PortfolioDoc,
  ProcessedEventDoc,
  ProjectDoc,
  RateLimitDoc,
  SecretDoc,
  ShowcaseDoc,
  SubscriptionDoc,
  SupportTicketDoc,
  TestimonialDoc,
  TokenDoc,
  TotpStepDoc,
  VerificationSessionDoc,
} from './documents';
import * as schemas from './schemas';

export function defineModels(connection: Connection) {
  return {
    passwordResets: connection.model<PasswordResetDoc>(
      'PasswordReset',
      schemas.passwordReset,
      'passwordResets',
    ),
    mailOutbox: connection.model<MailDoc>('Mail', schemas.mail, 'mailOutbox'),
    events: connection.model<EventDoc>('Event', schemas.event, 'events'),
    customers: connection.model<CustomerDoc>('Customer', schemas.customer, 'customers'),
    tokens: connection.model<TokenDoc>('Token', schemas.token, 'tokens'),
    verificationSessions: connection.model<VerificationSessionDoc>(
      'VerificationSession',
      schemas.verificationSession,
      'verificationSessions',
    ),
    totpSteps: connection.model<TotpStepDoc>('TotpStep', schemas.totpStep, 'totpSteps'),
    rateLimits: connection.model<RateLimitDoc>('RateLimit', schemas.rateLimit, 'rateLimits'),
    secrets: connection.model<SecretDoc>('Secret', schemas.secret, 'secrets'),
    projects: connection.model<ProjectDoc>('Project', schemas.project, 'projects'),
    subscriptions: connection.model<SubscriptionDoc>('Subscription', schemas.subscription, 'subscriptions'),
    supportTickets: connection.model<SupportTicketDoc>(
      'SupportTicket',
      schemas.supportTicket,
      'supportTickets',
    ),
    messages: connection.model<MessageDoc>('Message', schemas.message, 'messages'),
    portfolio: connection.model<PortfolioDoc>('Portfolio', schemas.portfolio, 'portfolio'),
    testimonials: connection.model<TestimonialDoc>('Testimonial', schemas.testimonial, 'testimonials'),
    showcase: connection.model<ShowcaseDoc>('Showcase', schemas.showcase, 'showcase'),
    blogPosts: connection.model<BlogPostDoc>('BlogPost', schemas.blogPost, 'blogPosts'),
    creditReservations: connection.model<CreditReservationDoc>(
      'CreditReservation',
      schemas.creditReservation,
      'creditReservations',
    ),
    payments: connection.model<PaymentDoc>('Payment', schemas.payment, 'payments'),
    processedEvents: connection.model<ProcessedEventDoc>(
      'ProcessedEvent',
      schemas.processedEvent,
      'processedEvents',
    ),
    domainOrders: connection.model<DomainOrderDoc>('DomainOrder', schemas.domainOrder, 'domainOrders'),
    leads: connection.model<LeadDoc>('Lead', schemas.lead, 'leads'),
  };
}

export type Models = ReturnType<typeof defineModels>;

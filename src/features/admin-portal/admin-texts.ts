import type { TextGroup } from '@src/i18n/text-groups';

/** What the admin portal shows, loaded with its code. */
export const ADMIN_PORTAL_TEXTS: readonly TextGroup[] = [
  'admin',
  'adminVerification',
  'paymentLink',
  'customerDeletion',
  'portalMessage',
  'tracker',
  // The support tab names a ticket's category as the customer's form does.
  'supportTicket',
  // The content studio's preview draws a post and a testimonial with the public pages' own views.
  'blog',
  'home',
  // Project categories and the featured flag: the studio's list, fields and project preview.
  'portfolio',
];

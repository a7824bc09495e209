import type { TextGroup } from '@src/i18n/text-groups';

/** What the customer portal's Admin tab shows: the admin lists, the deletion and the message dialog. */
export const ADMIN_TAB_TEXTS: readonly TextGroup[] = ['admin', 'customerDeletion', 'portalMessage'];

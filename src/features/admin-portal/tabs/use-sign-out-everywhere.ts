/**
 * Ends every session of the admin's account on every device (both scopes, this one too), then
 * signs out here as well: the admin token goes and the portal closes; the customer session goes
 * too when it is the same account's.
 */
import { useMutation } from '@tanstack/react-query';
import { routeMutation } from '@src/api/route-query';
import { i18n } from '@src/i18n/i18n';
import { portalSession } from '@src/session/portal-session/portal-session-actor';
import { showToast } from '@src/stores/toasts.store';

export const useSignOutEverywhere = (adminId: string | undefined, signOut: () => void) => {
  const mutation = useMutation({
    ...routeMutation('adminSignOutEverywhere'),
    onSuccess: () => {
      if (adminId) portalSession().send({ type: 'session.signedOutEverywhere', adminId });
      showToast({ title: i18n.t('admin.settings.toast.signedOut.title'), variant: 'success' });
      signOut();
    },
    onError: () =>
      showToast({
        title: i18n.t('admin.settings.toast.failed.title'),
        description: i18n.t('admin.settings.toast.failed.description'),
        variant: 'error',
      }),
  });
  return { signOutEverywhere: () => mutation.mutate({}), isSigningOut: mutation.isPending };
};

/**
 * Buying a package from the portal: the server opens a card checkout for it (create-payment-intent)
 * and the checkout opens in a new tab (spec part 1 §2), this page staying where it is. A browser
 * that blocks the new tab gets the checkout in this one.
 */
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebsitePackage, PackageId } from '@contract/catalogue';
import { routeMutation } from '@src/api/route-query';
import { showToast } from '@src/stores/toasts.store';

const openInNewTab = (url: string): void => {
  const tab = window.open(url, '_blank');
  if (tab) tab.opener = null;
  else window.location.assign(url);
};

export interface PackagePurchase {
  /** The package whose checkout is being opened. */
  purchasing: PackageId | null;
  onPurchase: (pkg: WebsitePackage) => void;
}

export const usePackagePurchase = (): PackagePurchase => {
  const { t } = useTranslation();
  const purchase = useMutation({
    ...routeMutation('createPaymentIntent'),
    onSuccess: ({ paymentUrl }) => openInNewTab(paymentUrl),
    onError: () =>
      showToast({
        title: t('portal.purchase.failed.title'),
        description: t('portal.purchase.failed.description'),
        variant: 'error',
      }),
  });
  return {
    purchasing: purchase.isPending ? (purchase.variables.body.packageType ?? null) : null,
    onPurchase: (pkg) => purchase.mutate({ body: { amount: pkg.price, packageType: pkg.id } }),
  };
};

import { useTranslation } from 'react-i18next';
import { showToast } from '@src/stores/toasts.store';
import { shareLink } from './share-link';

/** Shares the page being read; a copied link or a failure says so in a toast. */
export const useSharePost = (title: string): (() => Promise<void>) => {
  const { t } = useTranslation();
  return async () => {
    const outcome = await shareLink(navigator, { title, url: window.location.href });
    if (outcome === 'copied') showToast({ title: t('blog.post.linkCopied'), variant: 'success' });
    if (outcome === 'failed') showToast({ title: t('blog.post.copyFailed'), variant: 'error' });
  };
};

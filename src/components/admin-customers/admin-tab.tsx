/**
 * The customer portal's Admin tab, loaded when an admin opens it: its texts arrive with its code,
 * so the portal carries neither until then.
 */
import { Flex, Spinner } from '@radix-ui/themes';
import { lazy, Suspense } from 'react';
import { loadTextsNow } from '@src/i18n/i18n';
import { ADMIN_TAB_TEXTS } from './admin-texts';

const Content = lazy(async () => {
  await loadTextsNow(ADMIN_TAB_TEXTS);
  return import('./admin-tab.view');
});

export default function AdminTab() {
  return (
    <Suspense
      fallback={
        <Flex justify="center" py="6">
          <Spinner size="3" />
        </Flex>
      }
    >
      <Content />
    </Suspense>
  );
}

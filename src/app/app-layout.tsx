import { Box, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { NavigationBar } from '../components/navigation/navigation-bar';
import { DeferredToaster } from '../components/toaster/deferred-toaster';
import { AdminPortalLauncher } from '../features/admin-portal/admin-portal-launcher';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="9" role="status" aria-label={t('common.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

/** The frame around every page: navigation, the page itself, the toast region, the admin portal's listener. */
export function AppLayout() {
  return (
    <Flex direction="column" minHeight="100vh">
      <NavigationBar />
      <Box asChild flexGrow="1">
        <main id="main">
          <Outlet />
        </main>
      </Box>
      <DeferredToaster />
      <AdminPortalLauncher />
    </Flex>
  );
}

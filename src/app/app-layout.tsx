import { Box, Flex, Spinner } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Footer } from '@src/components/footer/footer';
import { NavigationBar } from '@src/components/navigation/navigation-bar';
import { DeferredToaster } from '@src/components/toaster/deferred-toaster';
import { PortalListener } from '@src/features/customer-portal/portal-listener';
import { DeferredFloatingRepairHelp } from '@src/features/home/floating-repair/deferred-floating-repair-help';
import { FunnelLauncher } from '@src/features/funnel/funnel-launcher';
import { AdminPortalLauncher } from '@src/features/admin-portal/admin-portal-launcher';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="9" role="status" aria-label={t('common.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

/** The frame around every page: navigation, the page itself, the footer, the repair help button, the toast region, and the customer portal, the sales funnel and the admin portal (each loaded when needed). */
export function AppLayout() {
  return (
    <Flex direction="column" minHeight="100vh" className="app-frame">
      <NavigationBar />
      <Box asChild flexGrow="1">
        <main id="main">
          <Outlet />
        </main>
      </Box>
      <Footer />
      {/* The bar the floating controls sit in on narrower screens (global.css): nothing to read out. */}
      <div className="floating-dock" aria-hidden />
      <DeferredFloatingRepairHelp />
      <DeferredToaster />
      <PortalListener />
      <FunnelLauncher />
      <AdminPortalLauncher />
    </Flex>
  );
}

import { Box, Flex, Spinner } from '@radix-ui/themes';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { NavigationBar } from '../components/navigation/navigation-bar';
import { Toaster } from '../components/toaster/toaster';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="9" role="status" aria-label={t('common.loading')}>
      <Spinner size="3" />
    </Flex>
  );
}

/** The frame around every page: navigation, the page itself, the toast region. */
export function AppLayout() {
  return (
    <Flex direction="column" minHeight="100vh">
      <NavigationBar />
      <Box asChild flexGrow="1">
        <main id="main">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </Box>
      <Toaster />
      <ScrollRestoration />
    </Flex>
  );
}

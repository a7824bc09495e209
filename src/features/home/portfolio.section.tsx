import { Button, Flex } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PACKAGES, formatUsd } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';
import { HomeSection } from './home-section';
import { PortfolioTabs } from './portfolio/portfolio-tabs';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** Section 6 (anchor portfolio): the filtered grid, the full portfolio and Platinum onboarding. */
export function PortfolioSection() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const platinum = PACKAGES.platinum;
  return (
    <HomeSection id="portfolio" title={t('home.portfolio.title')} subtitle={t('home.portfolio.subtitle')}>
      <Flex direction="column" gap="6">
        <PortfolioTabs />
        <Flex gap="3" wrap="wrap" justify="center">
          <Button
            size="3"
            onClick={() =>
              dispatchPageEvent('openQuickOnboarding', {
                packageType: platinum.id,
                packagePrice: platinum.price,
              })
            }
          >
            {t('home.portfolio.startPlatinum', { name: platinum.name, price: formatUsd(platinum.price) })}
          </Button>
          <Button size="3" variant="outline" asChild>
            <RouterLink to={localize('/portfolio')}>{t('home.portfolio.viewAll')}</RouterLink>
          </Button>
        </Flex>
      </Flex>
    </HomeSection>
  );
}

import { Button, Flex } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '@src/components/content-states/section-loading.view';
import { PORTFOLIO_TABS, type PortfolioTab } from './portfolio-filters';

interface PortfolioFrameProps {
  tab: PortfolioTab;
  onTab: (tab: PortfolioTab) => void;
  children: ReactNode;
}

/** The category tabs above the grid (the pressed one is the shown category). */
export function PortfolioFrame({ tab, onTab, children }: PortfolioFrameProps) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="5">
      <Flex role="group" aria-label={t('home.portfolio.filterLabel')} gap="2" wrap="wrap" justify="center">
        {PORTFOLIO_TABS.map((name) => (
          <Button
            key={name}
            size="2"
            radius="full"
            variant={name === tab ? 'solid' : 'soft'}
            aria-pressed={name === tab}
            onClick={() => onTab(name)}
          >
            {t(`home.portfolio.categories.${name}`)}
          </Button>
        ))}
      </Flex>
      {children}
    </Flex>
  );
}

/** The grid's spinner while a category loads; also what the first paint shows. */
export function PortfolioLoading() {
  const { t } = useTranslation();
  return <SectionLoading label={t('home.portfolio.loading')} />;
}

import { Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { PortfolioItem } from '@contract/entities';
import { PortfolioCard } from './portfolio-card.view';
import { PortfolioLoading } from './portfolio-frame.view';

export type PortfolioGridState =
  | { status: 'loading' }
  /** Load failures are not shown (spec part 2 §8): the tabs stay, the grid stays empty. */
  | { status: 'error' }
  | { status: 'ready'; items: readonly PortfolioItem[] };

/** The grid of the chosen category (a spinner while it loads), below the tabs (portfolio-tabs.tsx). */
export function PortfolioGridView({ state }: { state: PortfolioGridState }) {
  const { t } = useTranslation();
  return (
    <>
      {state.status === 'loading' ? <PortfolioLoading /> : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <Text as="p" align="center" color="gray">
          {t('home.portfolio.empty')}
        </Text>
      ) : null}
      {state.status === 'ready' && state.items.length > 0 ? (
        <ul className="portfolio-grid">
          {state.items.map((item) => (
            <li key={item.id}>
              <PortfolioCard item={item} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

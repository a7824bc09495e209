import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@src/api/route-query';
import { PortfolioGridView, type PortfolioGridState } from './portfolio-grid.view';
import type { PortfolioTab } from './portfolio-filters';

/** The home grid, read per category: the filter is part of the query key (spec part 2 §7). */
export function PortfolioGrid({ tab }: { tab: PortfolioTab }) {
  const query = useQuery(routeQuery('portfolio', { query: { category: tab } }));
  const state: PortfolioGridState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ready', items: query.data };
  return <PortfolioGridView state={state} />;
}

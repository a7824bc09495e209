import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { routeQuery } from '../../../api/route-query';
import type { ActivatableProps } from '../../../components/deferred/deferred';
import { PortfolioGridView, type PortfolioGridState } from './portfolio-grid.view';
import { isPortfolioTab, type PortfolioTab } from './portfolio-filters';

/** The home grid, read per category: the filter is part of the query key (spec part 2 §7). */
export function PortfolioGrid({ activated }: ActivatableProps) {
  // A tab pressed on the placeholder is the first one shown.
  const [tab, setTab] = useState<PortfolioTab>(() => (isPortfolioTab(activated) ? activated : 'all'));
  const query = useQuery(routeQuery('portfolio', { query: { category: tab } }));
  const state: PortfolioGridState = query.isPending
    ? { status: 'loading' }
    : query.isError
      ? { status: 'error' }
      : { status: 'ready', items: query.data };
  return <PortfolioGridView tab={tab} onTab={setTab} state={state} />;
}

/**
 * The category tabs, which work from the first paint, above the deferred grid of the chosen one. A
 * tab pressed before the grid's code is here loads it at once; the change waits for it (a
 * transition), so the server's HTML of the first tab is hydrated before it is replaced.
 */
import { startTransition, useState } from 'react';
import { DeferredPortfolioGrid, loadPortfolioGrid } from './deferred-portfolio-grid';
import type { PortfolioTab } from './portfolio-filters';
import { PortfolioFrame } from './portfolio-frame.view';

export function PortfolioTabs() {
  const [tab, setTab] = useState<PortfolioTab>('all');
  const choose = (next: PortfolioTab) => {
    void loadPortfolioGrid();
    startTransition(() => setTab(next));
  };
  return (
    <PortfolioFrame tab={tab} onTab={choose}>
      <DeferredPortfolioGrid tab={tab} />
    </PortfolioFrame>
  );
}

/** The portfolio grid reads data after the first paint; until then its loading state shows. */
import { deferred } from '../../../components/deferred/deferred';
import { PortfolioFrame, PortfolioLoading } from './portfolio-frame.view';

export const DeferredPortfolioGrid = deferred(
  () => import('../home-islands').then((module) => module.PortfolioGrid),
  ({ onActivate }) => (
    <PortfolioFrame tab="all" onTab={onActivate}>
      <PortfolioLoading />
    </PortfolioFrame>
  ),
);

import { useQuery } from '@tanstack/react-query';
import { routeQuery } from '@src/api/route-query';
import { ShowcaseView } from './showcase.view';

/** The showcase list, read after the first paint; hidden while loading, when empty or when it failed. */
export function Showcase() {
  const { data = [] } = useQuery(routeQuery('showcaseProjects'));
  return <ShowcaseView projects={data} />;
}

import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShowcaseProject } from '@contract/entities';
import { ShowcaseCard } from '@src/components/content/showcase/showcase-card.view';
import { HomeSection } from '../home-section';

/**
 * One column on phones; from 768 px three sites in a row where they divide by three (two columns
 * left the seed's third site alone beside an empty half row at 768-1279 px), else two, and three
 * from 1280 px.
 */
const columnsFor = (count: number) =>
  count % 3 === 0 ? { initial: '1', sm: '3' } : { initial: '1', sm: '2', lg: '3' };

/**
 * Section 7: featured live client sites; nothing at all when there are none. A site whose address
 * cannot lead anywhere gets no "Visit …" link (spec: 'Private/Internal Project').
 */
export function ShowcaseView({ projects }: { projects: readonly ShowcaseProject[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return null;
  return (
    <HomeSection
      id="showcase"
      title={t('home.showcase.title')}
      subtitle={t('home.showcase.subtitle')}
      tone="tinted"
    >
      <Grid columns={columnsFor(projects.length)} gap="4">
        {projects.map((project) => (
          <ShowcaseCard key={project.id} project={project} />
        ))}
      </Grid>
    </HomeSection>
  );
}

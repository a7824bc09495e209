import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShowcaseProject } from '@contract/entities';
import { ShowcaseCard } from '@src/components/content/showcase/showcase-card.view';
import { showcaseGrid } from '@src/components/content/showcase/showcase-grid';
import { HomeSection } from '../home-section';

/**
 * Section 7: featured live client sites, every row of their grid full at every width
 * (showcase-grid.ts); nothing at all when there are none. A site whose address cannot lead
 * anywhere gets no "Visit …" link (spec: 'Private/Internal Project').
 */
export function ShowcaseView({ projects }: { projects: readonly ShowcaseProject[] }) {
  const { t } = useTranslation();
  if (projects.length === 0) return null;
  const grid = showcaseGrid(projects.length);
  return (
    <HomeSection
      id="showcase"
      title={t('home.showcase.title')}
      subtitle={t('home.showcase.subtitle')}
      tone="tinted"
    >
      <Grid columns={grid.columns} gap="4">
        {projects.map((project, index) => (
          <ShowcaseCard key={project.id} project={project} {...grid.cells[index]} />
        ))}
      </Grid>
    </HomeSection>
  );
}

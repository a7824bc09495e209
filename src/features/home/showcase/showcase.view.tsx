import { Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { ShowcaseProject } from '@contract/entities';
import { ShowcaseCard } from '@src/components/content/showcase/showcase-card.view';
import { HomeSection } from '../home-section';

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
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4">
        {projects.map((project) => (
          <ShowcaseCard key={project.id} project={project} />
        ))}
      </Grid>
    </HomeSection>
  );
}

import { Badge, Box, Card, Flex, Heading, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES } from '@contract/catalogue';
import type { ShowcaseProject } from '@contract/entities';
import { leadsSomewhere } from '@contract/reachable-url';
import { ResponsiveImage } from '../../responsive-image/responsive-image';
import { showcaseImageSizes, type ShowcaseCell } from './showcase-grid';
import { contentTextProps, useContentTexts } from '@src/i18n/use-content-texts';

/**
 * A site's screenshot: its own (an upload, or the demo's picture of the project), else the one the
 * server draws at `/media/showcase-<id>.svg` from its record, so every site has one (the spec's
 * local map of three company names is not needed).
 */
export const showcaseImageUrl = (project: ShowcaseProject): string =>
  project.screenshot ?? `/media/showcase-${project.id}.svg`;

/** One site's card: its screenshot, company, package and "Visit …" (the studio's preview shows it too). */
export function ShowcaseCard({
  project,
  image = showcaseImageUrl(project),
  gridColumn,
  sizes = showcaseImageSizes(3),
}: {
  project: ShowcaseProject;
  /** The picture shown; none for the studio's preview of a new site without its screenshot. */
  image?: string;
} & Partial<ShowcaseCell>) {
  const { t } = useTranslation();
  const { companyName } = useContentTexts()(project, ['companyName']);
  return (
    <Card size="2" asChild>
      <Box asChild gridColumn={gridColumn}>
        <article aria-labelledby={`showcase-${project.id}-title`}>
          {image !== '' && (
            <ResponsiveImage
              src={image}
              alt={t('home.showcase.screenshot', { company: companyName.text })}
              width={960}
              height={600}
              sizes={sizes}
              className="showcase-image"
            />
          )}
          <Flex direction="column" gap="2" pt="3" align="start">
            <Heading as="h3" size="4" id={`showcase-${project.id}-title`} {...contentTextProps(companyName)}>
              {companyName.text}
            </Heading>
            <Badge variant="soft">
              {t('catalogue.packageName', { name: PACKAGES[project.packageType].name })}
            </Badge>
            {leadsSomewhere(project.websiteUrl) ? (
              <Link href={project.websiteUrl} target="_blank" rel="noopener noreferrer" weight="medium">
                {t('home.showcase.visit', { company: companyName.text })}{' '}
                <span aria-hidden className="new-tab-mark" />
                <VisuallyHidden> {t('home.newTab')}</VisuallyHidden>
              </Link>
            ) : (
              <Text size="2" color="gray">
                {t('home.showcase.private')}
              </Text>
            )}
          </Flex>
        </article>
      </Box>
    </Card>
  );
}

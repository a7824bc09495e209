import { Badge, Card, Flex, Heading, Inset, Link, Text, VisuallyHidden } from '@radix-ui/themes';
import { CalendarCheck, ExternalLink, Lock, Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortfolioProject } from '@contract';
import { leadsSomewhere } from '@contract/reachable-url';
import { ResponsiveImage } from '../../responsive-image/responsive-image';
import { useLanguage } from '@src/i18n/use-language';
import { formatDate } from '@src/lib/format-date';
import { contentTextProps, useContentTexts } from '@src/i18n/use-content-texts';
import { cardTechnologies } from './portfolio-summary';
import './portfolio.css';

/** The grid's columns (1, then 2 from Radix's sm, 3 from its lg) in a page at most ~1200 px wide. */
const CARD_SIZES = '(min-width: 1280px) 380px, (min-width: 768px) 50vw, 100vw';

/**
 * One project: image, category, featured flag, title, description, date, technologies, and its live
 * link when it has one that can lead somewhere (else 'Private/Internal Project'). The first card's
 * image is the page's largest picture on a phone: `priority` fetches it at once.
 */
export function PortfolioCard({
  project,
  priority = false,
}: {
  project: PortfolioProject;
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const texts = useContentTexts()(project, ['title', 'description']);
  const { shown, more } = cardTechnologies(project.technologies);
  return (
    <Card size="2" asChild>
      <article aria-labelledby={titleId}>
        <Flex direction="column" gap="3" height="100%">
          {/* Only the studio's preview of a project not yet given its image has none. */}
          {project.imageUrl !== '' && (
            <Inset clip="padding-box" side="top" pb="current">
              <ResponsiveImage
                className="portfolio-card-image"
                src={project.imageUrl}
                alt={t('portfolio.screenshot', { title: texts.title.text })}
                width={960}
                height={600}
                sizes={CARD_SIZES}
                priority={priority}
              />
            </Inset>
          )}
          <Flex gap="2" wrap="wrap" align="center">
            <Badge variant="soft">{t(`portfolio.categories.${project.category}`)}</Badge>
            {project.featured && (
              <Badge color="amber" variant="solid">
                <Star size={12} aria-hidden />
                {t('portfolio.featured')}
              </Badge>
            )}
          </Flex>
          <Heading as="h2" size="5" id={titleId} {...contentTextProps(texts.title)}>
            {texts.title.text}
          </Heading>
          <Text as="p" color="gray" {...contentTextProps(texts.description)}>
            {texts.description.text}
          </Text>
          <Flex gap="1" align="center">
            <CalendarCheck size={14} aria-hidden />
            <Text size="2" color="gray">
              {t('portfolio.completed', { date: formatDate(project.completedDate, language, 'short') })}
            </Text>
          </Flex>
          {shown.length > 0 && (
            <Flex asChild gap="2" wrap="wrap" p="0" m="0">
              <ul className="portfolio-badge-list" aria-label={t('portfolio.technologies')}>
                {shown.map((technology) => (
                  <li key={technology}>
                    <Badge variant="outline" color="gray">
                      {technology}
                    </Badge>
                  </li>
                ))}
                {more > 0 && (
                  <li>
                    <Badge variant="surface" color="gray">
                      {t('portfolio.moreTechnologies', {
                        number: new Intl.NumberFormat(language).format(more),
                      })}
                    </Badge>
                  </li>
                )}
              </ul>
            </Flex>
          )}
          <Flex mt="auto" pt="2">
            {project.liveUrl && leadsSomewhere(project.liveUrl) ? (
              <Link
                href={project.liveUrl}
                target="_blank"
                rel="noopener noreferrer"
                weight="medium"
                className="portfolio-live-link"
              >
                {t('portfolio.viewLive')}
                <ExternalLink size={14} aria-hidden className="portfolio-flip-in-rtl" />
                <VisuallyHidden>
                  <span {...contentTextProps(texts.title)}>{texts.title.text}</span>{' '}
                  {t('portfolio.opensInNewTab')}
                </VisuallyHidden>
              </Link>
            ) : (
              <Flex gap="1" align="center">
                <Lock size={14} aria-hidden />
                <Text size="2" color="gray">
                  {t('portfolio.private')}
                </Text>
              </Flex>
            )}
          </Flex>
        </Flex>
      </article>
    </Card>
  );
}

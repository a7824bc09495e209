/** One stored lead: when, from which call, who, the score and where the score came from. */
import { Badge, Card, Flex, Text } from '@radix-ui/themes';
import type { ComponentProps } from 'react';
import { Fragment } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { Lead } from '@contract/tracking';
import { useLanguage } from '@src/i18n/use-language';
import { breakdownOf, explainScore } from './lead-explanation';

/** Hot, warm and the rest, by score. */
const HOT = 80;
const WARM = 65;
const scoreColor = (score: number): ComponentProps<typeof Badge>['color'] =>
  score >= HOT ? 'green' : score >= WARM ? 'amber' : 'gray';

export function LeadRow({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { tracking } = lead;
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(lead.createdAt),
  );
  const campaign = [tracking.utm_source, tracking.utm_medium, tracking.utm_campaign]
    .filter(Boolean)
    .join(' / ');
  return (
    <Card size="1" asChild>
      <li>
        <Flex gap="3" align="start">
          <Flex direction="column" align="center" minWidth="56px">
            <Badge
              color={scoreColor(lead.leadScore)}
              size="3"
              variant="soft"
              radius="full"
              data-testid="lead-score"
            >
              {new Intl.NumberFormat(language).format(lead.leadScore)}
            </Badge>
            <Text size="1" color="gray">
              {t('admin.leads.score')}
            </Text>
          </Flex>
          <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
            <Flex align="center" gap="2" wrap="wrap">
              <Text weight="bold" className="admin-text-wrap">
                {lead.email ? <bdi>{lead.email}</bdi> : t('admin.leads.anonymous')}
              </Text>
              <Badge variant="outline">{t(`admin.leads.sources.${lead.source}`)}</Badge>
            </Flex>
            <Text size="1" color="gray">
              {when}
              {' · '}
              {t('admin.leads.landing')} <bdi>{tracking.landing_page}</bdi>
              {campaign && (
                <>
                  {' · '}
                  <bdi>{campaign}</bdi>
                </>
              )}
            </Text>
            <Text size="2" className="admin-text-wrap" data-testid="lead-explanation">
              {explainScore(breakdownOf(lead), language).map((part, index) => (
                <Fragment key={part.key}>
                  {index > 0 && ' · '}
                  {/* The catalogue's keys and the signed points keep their own direction. */}
                  <Trans i18nKey={part.key} values={part.values} components={{ bdi: <bdi /> }} />
                </Fragment>
              ))}
            </Text>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

import { Badge, Box, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES, formatUsd, healthFixPrice, type HealthFix } from '@contract/catalogue';
import type {
  HealthCheckView,
  HealthFinding,
  HealthFindingFigure,
  RevenueLossTone,
  ScoreBand,
} from '@machines/health-check';
import { useNumberFormats } from '@src/i18n/number-formats';

const BAND_COLOR = { good: 'green', fair: 'amber', poor: 'red' } as const satisfies Record<ScoreBand, string>;
const TONE_COLOR = { caution: 'amber', alarm: 'red' } as const satisfies Record<RevenueLossTone, string>;

/** One finding in the page's language: plain words first, the technical fix folded. */
function FindingItem({ finding }: { finding: HealthFinding }) {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const values: Partial<Record<HealthFindingFigure['placeholder'], string>> = {};
  for (const { placeholder, unit, value } of finding.figures) values[placeholder] = formats[unit](value);
  return (
    <li data-code={finding.code}>
      <Text as="p" size="2" weight="bold">
        {t(`healthCheck.findings.${finding.code}.issue`)}
      </Text>
      <Text as="p" size="2">
        {t(`healthCheck.findings.${finding.code}.plain`, values)}
      </Text>
      <details className="health-finding__detail">
        <summary>
          <Text size="1" color="gray">
            {t('healthCheck.issues.detail')}
          </Text>
        </summary>
        {/* Tags and header names stay as written, left to right inside a right-to-left page. */}
        <Text as="p" size="1" color="gray" dir="auto">
          {t(`healthCheck.findings.${finding.code}.detail`, values)}
        </Text>
      </details>
      <FixLine fix={finding.fix} />
    </li>
  );
}

function FixLine({ fix }: { fix: HealthFix }) {
  const { t } = useTranslation();
  const values = { name: PACKAGES[fix.id].name, price: formatUsd(healthFixPrice(fix)) };
  return (
    <Badge variant="soft" color={fix.kind === 'package' ? 'indigo' : 'green'} className="health-fix">
      {fix.kind === 'package'
        ? t('healthCheck.issues.fixPackage', values)
        : t('healthCheck.issues.fixPlan', values)}
    </Badge>
  );
}

/** The report: score and band, the four metrics, findings by category and the revenue-loss box. */
export function HealthCheckResult({ view }: { view: HealthCheckView }) {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const { result, scoreBand } = view;
  const cautious = view.revenueLossTone === 'caution';
  if (!result || !scoreBand || !view.scoreMessageKey) return null;
  const outOf100 = (score: number) => t('healthCheck.outOf100', { score: formats.count(score) });
  const metrics = [
    [t('healthCheck.metrics.loadTime'), formats.duration(result.metrics.loadTime)],
    [t('healthCheck.metrics.mobile'), outOf100(result.metrics.mobileScore)],
    [t('healthCheck.metrics.seo'), outOf100(result.metrics.seoScore)],
    [t('healthCheck.metrics.security'), outOf100(result.metrics.securityScore)],
  ] as const;
  return (
    <Flex direction="column" gap="5" className="health-result" data-band={scoreBand}>
      <Card size="3">
        <Flex direction={{ initial: 'column', sm: 'row' }} align="center" gap="5">
          <Flex
            direction="column"
            align="center"
            justify="center"
            className={`health-score health-score--${scoreBand}`}
            role="img"
            aria-label={`${t('healthCheck.scoreLabel')}: ${outOf100(result.score)}`}
          >
            <Text size="8" weight="bold" color={BAND_COLOR[scoreBand]}>
              {formats.count(result.score)}
            </Text>
            <Text size="1" color="gray" dir="ltr">
              /{formats.count(100)}
            </Text>
          </Flex>
          <Flex direction="column" gap="1">
            <Heading as="h3" size="5">
              {t('healthCheck.scoreLabel')}
            </Heading>
            <Text as="p" size="4" weight="medium" color={BAND_COLOR[scoreBand]}>
              {t(view.scoreMessageKey)}
            </Text>
            {view.checkedUrl ? (
              <Text as="p" size="2" color="gray">
                {t('healthCheck.resultsFor')} <bdi className="health-result__url">{view.checkedUrl}</bdi>
              </Text>
            ) : null}
          </Flex>
        </Flex>
      </Card>

      <div role="group" aria-label={t('healthCheck.metrics.label')}>
        <Grid asChild columns={{ initial: '2', md: '4' }} gap="3">
          <dl className="health-metrics">
            {metrics.map(([label, value]) => (
              <Card key={label} size="2" asChild>
                <div>
                  <dt>
                    <Text size="2" color="gray">
                      {label}
                    </Text>
                  </dt>
                  <dd>
                    <Text size="6" weight="bold">
                      {value}
                    </Text>
                  </dd>
                </div>
              </Card>
            ))}
          </dl>
        </Grid>
      </div>

      {view.showRevenueLoss ? (
        <Box className={`revenue-loss revenue-loss--${view.revenueLossTone}`} p="4">
          {/* Amber text on its amber ground reaches contrast only at the scale's darkest step. */}
          <Heading as="h3" size="4" color={TONE_COLOR[view.revenueLossTone]} highContrast={cautious}>
            {t('healthCheck.revenueLoss.title')}
          </Heading>
          <Text
            as="p"
            size="6"
            weight="bold"
            color={TONE_COLOR[view.revenueLossTone]}
            highContrast={cautious}
          >
            {t('healthCheck.revenueLoss.amount', { amount: formatUsd(result.estimatedRevenueLoss) })}
          </Text>
          <Text as="p" size="2">
            {t('healthCheck.revenueLoss.text')}
          </Text>
          <Heading as="h4" size="2" mt="3" mb="1">
            {t('healthCheck.revenueLoss.why')}
          </Heading>
          <ul className="revenue-loss__reasons">
            {view.revenueLossReasons.map((reason) => (
              <li key={reason.code}>
                <Text size="2">{t(`healthCheck.findings.${reason.code}.issue`)}</Text>{' '}
                <Text size="2" weight="bold">
                  {t('healthCheck.revenueLoss.amount', { amount: formatUsd(reason.revenueLoss) })}
                </Text>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}

      <Flex direction="column" gap="3">
        <Heading as="h3" size="5">
          {t('healthCheck.issues.title')}
        </Heading>
        <Grid columns={{ initial: '1', md: '3' }} gap="4">
          {view.issueGroups.map(({ category, findings }) => (
            <Card key={category} size="2">
              <Heading as="h4" size="3" mb="2">
                {t(`healthCheck.issues.${category}`)}
              </Heading>
              {findings.length === 0 ? (
                <Text as="p" size="2" color="green">
                  {t('healthCheck.issues.none')}
                </Text>
              ) : (
                <ul className="health-findings">
                  {findings.map((finding) => (
                    <FindingItem key={finding.code} finding={finding} />
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </Grid>
      </Flex>
    </Flex>
  );
}

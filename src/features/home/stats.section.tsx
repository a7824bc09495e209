import { Container, Section } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING } from '@contract/catalogue';
import { useNumberFormats } from '@src/i18n/number-formats';

/** Section 2: the four marketing claims of the catalogue (decision 5), as the language writes numbers. */
export function StatsSection() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  const stats = [
    [
      t('home.stats.websites'),
      t('home.stats.websitesValue', { count: formats.count(MARKETING.websitesDelivered) }),
    ],
    [t('home.stats.satisfaction'), formats.percent(MARKETING.satisfactionPercent)],
    [t('home.stats.delivery'), formats.hours(MARKETING.averageDeliveryHours)],
    [t('home.stats.traffic'), formats.percent(MARKETING.trafficIncreasePercent, true)],
  ] as const;
  return (
    <Section id="statistics" size="1" px="4" aria-label={t('home.stats.label')} className="home-stats">
      <Container size="4">
        <dl className="home-stats__list">
          {stats.map(([label, value]) => (
            <div key={label} className="home-stats__item">
              <dt>{label}</dt>
              <dd>
                {/* Isolated: "500+" keeps its sign after the number in right-to-left text. */}
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}

import { Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PACKAGES } from '@contract/catalogue';
import { HomeSection } from './home-section';
import { useNumberFormats } from '@src/i18n/number-formats';

const STEPS = ['choose', 'share', 'build', 'launch'] as const;

/** Section 11 (anchor services): the four steps from choosing a package to a live website. */
export function ProcessSection() {
  const { t } = useTranslation();
  const formats = useNumberFormats();
  return (
    <HomeSection
      id="services"
      title={t('home.process.title')}
      subtitle={t('home.process.subtitle')}
      tone="tinted"
    >
      <Grid asChild columns={{ initial: '1', sm: '2', lg: '4' }} gap="5">
        <ol className="process-steps">
          {STEPS.map((step, index) => (
            <Flex asChild key={step} direction="column" gap="2" align="start">
              <li>
                <span className="process-steps__number" aria-hidden>
                  {formats.count(index + 1)}
                </span>
                <Heading as="h3" size="4">
                  {t(`home.process.${step}.title`)}
                </Heading>
                <Text as="p" color="gray">
                  {t(`home.process.${step}.text`, { hours: PACKAGES.startup.deliveryHours })}
                </Text>
              </li>
            </Flex>
          ))}
        </ol>
      </Grid>
    </HomeSection>
  );
}

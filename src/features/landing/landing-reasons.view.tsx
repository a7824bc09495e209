import { Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { BadgeDollarSign, Headset, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const REASONS: ReadonlyArray<{ key: 'speed' | 'price' | 'people' | 'results'; icon: LucideIcon }> = [
  { key: 'speed', icon: Zap },
  { key: 'price', icon: BadgeDollarSign },
  { key: 'people', icon: Headset },
  { key: 'results', icon: TrendingUp },
];

/** Why businesses choose the agency. */
export function LandingReasons() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {t('landing.reasons.title')}
        </Heading>
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {REASONS.map(({ key, icon: Icon }) => (
            <Card key={key} size="3">
              <Flex direction="column" gap="2">
                <Icon size={24} aria-hidden color="var(--accent-11)" />
                <Heading as="h3" size="4">
                  {t(`landing.reasons.${key}.title`)}
                </Heading>
                <Text color="gray" className="site-phrases">
                  {t(`landing.reasons.${key}.text`)}
                </Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

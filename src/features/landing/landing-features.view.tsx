import { Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import './landing.css';

const FEATURES = ['responsive', 'seo', 'ssl', 'contact', 'analytics', 'support'] as const;

/** What every website includes. */
export function LandingFeatures() {
  const { t } = useTranslation();
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {t('landing.features.title')}
        </Heading>
        <Grid asChild columns={{ initial: '1', sm: '2', md: '3' }} gap="4" p="0" m="0">
          <ul className="landing-list site-phrases">
            {FEATURES.map((feature) => (
              <Flex asChild key={feature} gap="2" align="center">
                <li>
                  <CircleCheck size={20} aria-hidden color="var(--green-11)" />
                  <Text size="3">{t(`landing.features.${feature}`)}</Text>
                </li>
              </Flex>
            ))}
          </ul>
        </Grid>
      </Container>
    </Section>
  );
}

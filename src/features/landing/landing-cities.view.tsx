import { Card, Container, Flex, Grid, Heading, Link as ThemeLink, Section, Text } from '@radix-ui/themes';
import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { cityPagePath, type CityId } from './landing-content';
import './landing.css';
import { useLocalizedPath } from '@src/i18n/use-localized-path';

/** A card per city the page serves, each linking to that city's emergency page. */
export function LandingCities({ title, cities }: { title: string; cities: readonly CityId[] }) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  return (
    <Section size="2" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="5">
          {title}
        </Heading>
        <Grid asChild columns={{ initial: '1', xs: '2', md: '3' }} gap="4" p="0" m="0">
          <ul className="landing-list site-phrases">
            {cities.map((id) => {
              const city = t(`landing.cities.names.${id}`);
              return (
                <li key={id}>
                  <Card size="2">
                    <Flex direction="column" gap="2">
                      <Flex gap="2" align="center">
                        <MapPin size={18} aria-hidden />
                        <Heading as="h3" size="4">
                          {city}
                        </Heading>
                      </Flex>
                      <Text color="gray">{t('landing.cities.cardText', { city })}</Text>
                      <ThemeLink asChild size="2" weight="medium">
                        <Link to={localize(cityPagePath(id))}>{t('landing.cities.cardLink', { city })}</Link>
                      </ThemeLink>
                    </Flex>
                  </Card>
                </li>
              );
            })}
          </ul>
        </Grid>
      </Container>
    </Section>
  );
}

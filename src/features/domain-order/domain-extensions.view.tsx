import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DomainOrderView } from '@machines/domain-order';

/** 'Popular Domain Extensions': each extension with its first-year and renewal price. */
export function DomainExtensions({ view }: { view: DomainOrderView }) {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="4" asChild>
      <section aria-labelledby="domain-extensions-title">
        <Heading as="h2" size="6" id="domain-extensions-title">
          {t('domains.extensions.title')}
        </Heading>
        <Grid columns={{ initial: '2', sm: '4' }} gap="3" asChild m="0" p="0" style={{ listStyle: 'none' }}>
          <ul>
            {view.extensions.map((extension) => (
              <Card asChild key={extension.tld} size="2">
                <li>
                  <Flex direction="column" gap="1">
                    <Text size="6" weight="bold" color="indigo" dir="ltr">
                      .{extension.tld}
                    </Text>
                    <Text size="2" weight="medium">
                      {t('domains.extensions.firstYear', { price: extension.firstYearLabel })}
                    </Text>
                    <Text size="1" color="gray">
                      {t('domains.extensions.renewal', { price: extension.renewalLabel })}
                    </Text>
                  </Flex>
                </li>
              </Card>
            ))}
          </ul>
        </Grid>
      </section>
    </Flex>
  );
}

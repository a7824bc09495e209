import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { DomainAvailability, DomainOrderView, DomainResultView } from '@machines/domain-order';

const AVAILABILITY_COLOR: Readonly<Record<DomainAvailability, 'green' | 'red' | 'gray'>> = {
  available: 'green',
  taken: 'red',
  unknown: 'gray',
};

function DomainResultRow({ result }: { result: DomainResultView }) {
  const { t } = useTranslation();
  return (
    <Card asChild size="2">
      <li data-domain={result.domain} data-availability={result.availability}>
        <Flex
          justify="between"
          align={{ initial: 'start', sm: 'center' }}
          gap="3"
          direction={{ initial: 'column', sm: 'row' }}
        >
          <Flex direction="column" gap="1" minWidth="0">
            <Text size="5" weight="bold" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
              {result.domain}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Badge color={AVAILABILITY_COLOR[result.availability]} variant="soft">
                {t(`domains.results.${result.availability}`)}
              </Badge>
              {result.premium && (
                <Badge color="amber" variant="solid">
                  {t('domains.results.premium')}
                </Badge>
              )}
            </Flex>
          </Flex>
          <Flex
            align="center"
            gap="4"
            justify={{ initial: 'between', sm: 'end' }}
            width={{ initial: '100%', sm: 'auto' }}
          >
            <Text size="3" weight="medium">
              {t('domains.results.perYear', { price: result.priceLabel })}
            </Text>
            <Button
              size="2"
              variant={result.isSelected ? 'solid' : 'surface'}
              aria-label={
                result.canSelect
                  ? t('domains.results.selectName', { domain: result.domain })
                  : t('domains.results.unavailableName', { domain: result.domain })
              }
              {...result.getSelectButtonProps()}
            >
              {result.canSelect ? t('domains.results.select') : t('domains.results.unavailable')}
            </Button>
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

/** The answer of the last search: one row per extension, or a word that there is none. */
export function DomainResults({ view }: { view: DomainOrderView }) {
  const { t } = useTranslation();
  if (!view.results) return null;
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="domain-results-title" aria-busy={view.isSearching}>
        <Heading as="h2" size="6" id="domain-results-title">
          {t('domains.results.title')}
        </Heading>
        {view.results.length === 0 ? (
          <Text as="p" color="gray">
            {t('domains.results.empty')}
          </Text>
        ) : (
          <Flex direction="column" gap="3" asChild m="0" p="0" style={{ listStyle: 'none' }}>
            <ul>
              {view.results.map((result) => (
                <DomainResultRow key={result.domain} result={result} />
              ))}
            </ul>
          </Flex>
        )}
      </section>
    </Flex>
  );
}

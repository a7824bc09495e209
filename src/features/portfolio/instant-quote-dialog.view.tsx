import { Badge, Button, Card, Dialog, Flex, RadioCards, Separator, Text } from '@radix-ui/themes';
import { Calculator, X } from 'lucide-react';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatUsd } from '@contract/catalogue';
import { useLanguage } from '@src/i18n/use-language';
import { LARGEST_PAGE_COUNT, PAGE_CHOICES, type PagesNeeded } from './instant-quote';
import type { InstantQuoteView } from './use-instant-quote';

const pagesValue = (pages: PagesNeeded): string => (pages === null ? 'more' : String(pages));
const pagesFrom = (value: string): PagesNeeded => (value === 'more' ? null : Number(value));

/** Two questions and the fixed price they lead to; the quote starts onboarding with that package. */
export function InstantQuoteDialog({ view }: { view: InstantQuoteView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pagesLabel = useId();
  const sellsLabel = useId();
  const number = (value: number) => new Intl.NumberFormat(language).format(value);
  return (
    <Dialog.Root open={view.open} onOpenChange={view.setOpen}>
      <Dialog.Trigger>
        <Button size="3">
          <Calculator size={16} aria-hidden />
          {t('portfolio.quote.open')}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title mb="1">{t('portfolio.quote.title')}</Dialog.Title>
          <Dialog.Close>
            <Button variant="ghost" color="gray" aria-label={t('common.close')}>
              <X size={18} aria-hidden />
            </Button>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('portfolio.quote.description')}
        </Dialog.Description>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="2">
            <Text as="div" weight="medium" id={pagesLabel}>
              {t('portfolio.quote.pagesQuestion')}
            </Text>
            <RadioCards.Root
              aria-labelledby={pagesLabel}
              columns={{ initial: '2', sm: '4' }}
              value={pagesValue(view.answers.pages)}
              onValueChange={(value) => view.setPages(pagesFrom(value))}
            >
              {PAGE_CHOICES.map((pages) => (
                <RadioCards.Item key={pagesValue(pages)} value={pagesValue(pages)}>
                  {pages === null
                    ? t('portfolio.quote.morePages', { pages: number(LARGEST_PAGE_COUNT) })
                    : t('portfolio.quote.upToPages', { pages: number(pages) })}
                </RadioCards.Item>
              ))}
            </RadioCards.Root>
          </Flex>
          <Flex direction="column" gap="2">
            <Text as="div" weight="medium" id={sellsLabel}>
              {t('portfolio.quote.sellsQuestion')}
            </Text>
            <RadioCards.Root
              aria-labelledby={sellsLabel}
              columns="2"
              value={view.answers.sellsOnline ? 'yes' : 'no'}
              onValueChange={(value) => view.setSellsOnline(value === 'yes')}
            >
              <RadioCards.Item value="no">{t('portfolio.quote.no')}</RadioCards.Item>
              <RadioCards.Item value="yes">{t('portfolio.quote.yes')}</RadioCards.Item>
            </RadioCards.Root>
          </Flex>
          <Card variant="surface" aria-live="polite">
            <Flex direction="column" gap="2">
              <Text size="2" color="gray">
                {t('portfolio.quote.result')}
              </Text>
              <Flex justify="between" align="baseline" gap="3" wrap="wrap">
                <Text size="5" weight="bold">
                  {view.quote.name}
                </Text>
                <Text size="7" weight="bold" data-testid="quote-price">
                  <bdi>{formatUsd(view.quote.price)}</bdi>
                </Text>
              </Flex>
              <Flex gap="2" wrap="wrap">
                <Badge color="green">
                  <Trans
                    i18nKey="portfolio.quote.savings"
                    values={{ amount: formatUsd(view.savings) }}
                    components={{ bdi: <bdi /> }}
                  />
                </Badge>
                <Badge color="gray">
                  {t('portfolio.quote.delivery', { hours: number(view.quote.deliveryHours) })}
                </Badge>
              </Flex>
              <Text size="2" color="gray">
                <Trans
                  i18nKey="portfolio.quote.competitor"
                  values={{ price: formatUsd(view.quote.competitorPrice) }}
                  components={{ bdi: <bdi /> }}
                />
              </Text>
            </Flex>
          </Card>
          <Separator size="4" />
          <Flex gap="3" justify="end" wrap="wrap">
            <Button variant="soft" color="gray" onClick={view.compare}>
              {t('portfolio.quote.compare')}
            </Button>
            <Button onClick={view.start}>{t('portfolio.quote.start', { package: view.quote.name })}</Button>
          </Flex>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}

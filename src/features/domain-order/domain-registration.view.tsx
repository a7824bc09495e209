import { Check, TriangleAlert } from 'lucide-react';
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  Flex,
  RadioCards,
  Separator,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useId, useRef, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { DomainYears } from '@contract/catalogue';
import type { DomainOrderView } from '@machines/domain-order';
import { useLanguage } from '@src/i18n/use-language';

const INCLUDED = ['privacy', 'dns', 'lock', 'forwarding', 'support'] as const;

/** "2 years" in the page's language. */
const useYearsFormat = () => {
  const language = useLanguage();
  const format = new Intl.NumberFormat(language, { style: 'unit', unit: 'year', unitDisplay: 'long' });
  return (years: number) => format.format(years);
};

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="bold">
        {label}
      </Text>
      {children(id)}
    </Flex>
  );
}

/** The registration form of the selected name, in a dialog; Escape or Cancel clears the selection. */
export function DomainRegistration({ view }: { view: DomainOrderView }) {
  const { t } = useTranslation();
  const years = useYearsFormat();
  const periodLabel = useId();
  const opener = useRef<HTMLElement | null>(null);
  const domain = view.selected?.domain ?? '';
  return (
    <Dialog.Root open={view.isFormOpen} onOpenChange={(open) => !open && view.onCancel()}>
      <Dialog.Content
        maxWidth="560px"
        aria-busy={view.isPlacing}
        // Opened by a result's Select button rather than a Dialog.Trigger: focus goes back to it.
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <Dialog.Title>
          <Trans
            i18nKey="domains.register.title"
            values={{ domain }}
            components={{ bdi: <bdi dir="ltr" /> }}
          />
        </Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {t('domains.register.description')}
        </Dialog.Description>
        <form {...view.getOrderFormProps()}>
          <Flex direction="column" gap="4">
            <Field label={t('domains.register.fullName')}>
              {(id) => (
                <TextField.Root id={id} size="3" autoComplete="name" {...view.getFieldProps('fullName')} />
              )}
            </Field>
            <Field label={t('domains.register.email')}>
              {(id) => (
                <TextField.Root
                  id={id}
                  size="3"
                  type="email"
                  autoComplete="email"
                  {...view.getFieldProps('email')}
                />
              )}
            </Field>
            <Flex direction="column" gap="2">
              <Text id={periodLabel} size="2" weight="bold">
                {t('domains.register.period')}
              </Text>
              <RadioCards.Root
                aria-labelledby={periodLabel}
                columns={{ initial: '2', sm: '4' }}
                gap="2"
                value={String(view.form.years)}
                onValueChange={(value) => view.onYearsChange(Number(value) as DomainYears)}
                disabled={view.isPlacing}
              >
                {view.periods.map((period) => (
                  <RadioCards.Item key={period.years} value={String(period.years)}>
                    <Flex direction="column" align="center">
                      <Text weight="bold">{years(period.years)}</Text>
                      <Text size="2" color="gray">
                        <bdi>{period.totalLabel}</bdi>
                      </Text>
                    </Flex>
                  </RadioCards.Item>
                ))}
              </RadioCards.Root>
            </Flex>
            <Flex direction="column" gap="2">
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox {...view.getAutoRenewProps()} />
                  {t('domains.register.autoRenew')}
                </Flex>
              </Text>
              <Text as="label" size="2">
                <Flex gap="2" align="center">
                  <Checkbox {...view.getWhoisPrivacyProps()} />
                  {t('domains.register.whoisPrivacy')}
                </Flex>
              </Text>
            </Flex>
            <Flex direction="column" gap="2">
              <Text size="2" weight="bold">
                {t('domains.register.includedTitle')}
              </Text>
              <Flex direction="column" gap="1" asChild m="0" p="0" style={{ listStyle: 'none' }}>
                <ul>
                  {INCLUDED.map((item) => (
                    <Flex asChild key={item} gap="2" align="center">
                      <li>
                        <Text color="green" asChild>
                          <Check size={16} aria-hidden />
                        </Text>
                        <Text size="2">{t(`domains.register.included.${item}`)}</Text>
                      </li>
                    </Flex>
                  ))}
                </ul>
              </Flex>
            </Flex>
            {view.formError && (
              <Callout.Root color="red" role="alert">
                <Callout.Icon>
                  <TriangleAlert size={16} />
                </Callout.Icon>
                <Flex direction="column" gap="1">
                  <Text as="p" size="2" weight="bold">
                    {t(view.formError.titleKey)}
                  </Text>
                  <Callout.Text size="2">{t(view.formError.descriptionKey)}</Callout.Text>
                </Flex>
              </Callout.Root>
            )}
            <Separator size="4" />
            <Flex justify="between" align="baseline">
              <Text weight="medium">{t('domains.register.total')}</Text>
              <Text size="6" weight="bold" data-testid="domain-order-total">
                <bdi>{view.totalLabel}</bdi>
              </Text>
            </Flex>
            <Flex gap="3" direction={{ initial: 'column-reverse', sm: 'row' }} justify="end">
              <Button size="3" variant="soft" color="gray" type="button" {...view.getCancelButtonProps()}>
                {t('domains.register.cancel')}
              </Button>
              <Button size="3" {...view.getCompleteButtonProps()}>
                {view.isPlacing && <Spinner />}
                {view.isPlacing ? (
                  t('domains.register.placing')
                ) : (
                  <span>
                    <Trans
                      i18nKey="domains.register.complete"
                      values={{ total: view.totalLabel }}
                      components={{ bdi: <bdi /> }}
                    />
                  </span>
                )}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { Globe } from 'lucide-react';
import { Button, Flex, Grid, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { OnboardingView } from '@machines/onboarding';
import { FormField } from './form-field.view';

/** A sample value the field shows while empty: an address, the same in every language. */
const DOMAIN_EXAMPLE = 'yourbusiness.com';

/** Step 4: the domain, bought at the registrar in a new tab, or skipped. */
export function DomainStep({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const purchasing = view.activity === 'purchasingDomain';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        view.onPurchaseDomain();
      }}
    >
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="4" tabIndex={-1}>
            {t('onboarding.domain.heading')}
          </Heading>
          <Text size="2" color="gray">
            {t('onboarding.domain.intro')}
          </Text>
        </Flex>
        <FormField label={t('onboarding.domain.label')}>
          {(ids) => (
            <TextField.Root
              {...ids}
              size="3"
              name="domainName"
              dir="ltr"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={DOMAIN_EXAMPLE}
              value={view.domainName}
              disabled={view.isBusy}
              onChange={(event) => view.onDomainChange(event.target.value)}
            >
              <TextField.Slot>
                <Globe size={16} aria-hidden />
              </TextField.Slot>
            </TextField.Root>
          )}
        </FormField>
        {/* A grid, not a flex row with `flex: 1`: stacked on a phone, `flex: 1`'s zero basis
            squeezed each button to its text's height. */}
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          <Button type="submit" size="3" className="wrap-label" disabled={view.isBusy} aria-busy={purchasing}>
            {purchasing && <Spinner />}
            {t(purchasing ? 'onboarding.domain.purchasing' : 'onboarding.domain.purchase')}
          </Button>
          <Button
            type="button"
            size="3"
            variant="soft"
            color="gray"
            className="wrap-label"
            disabled={view.isBusy}
            onClick={view.onSkipDomain}
          >
            {t('onboarding.domain.skip')}
          </Button>
        </Grid>
      </Flex>
    </form>
  );
}

import { CircleCheck } from 'lucide-react';
import {
  Button,
  Callout,
  Checkbox,
  Flex,
  Heading,
  Spinner,
  Text,
  TextArea,
  TextField,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LIMITS, MARKETING, formatUsd } from '@contract/catalogue';
import type { OnboardingView } from '@machines/onboarding';
import { FormField } from './form-field.view';

/** A sample value the field shows while empty: an address, the same in every language. */
const WEBSITE_EXAMPLE = 'https://example.com';

/** The live counter under the description: what to add, what to remove, or how many there are. */
function CharacterCount({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const { kind, count } = view.characterCountHint;
  const current = view.characterCount;
  if (kind === 'add') {
    return t('onboarding.details.add', { current, remaining: count, min: LIMITS.descriptionMin });
  }
  if (kind === 'remove') {
    return t('onboarding.details.remove', { current, excess: count, max: LIMITS.descriptionMax });
  }
  return t('onboarding.details.ok', { current });
}

/** Step 5: the description with its counter, the sites the customer likes, the logo add-on. */
export function DetailsStep({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  if (view.isCompleted) {
    return (
      <Callout.Root color="green" size="3" role="status" highContrast>
        <Callout.Icon>
          <CircleCheck size={20} aria-hidden />
        </Callout.Icon>
        <Callout.Text>
          {t('onboarding.details.completed', { hours: MARKETING.supportContactWithinHours })}
        </Callout.Text>
      </Callout.Root>
    );
  }
  const submitting = view.activity === 'submitting' || view.activity === 'creatingLogoPayment';
  const outOfLimits = !view.canSubmitDetails && !view.isBusy;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        view.onSubmitDetails();
      }}
    >
      <Flex direction="column" gap="4">
        <Heading as="h3" size="4" tabIndex={-1}>
          {t('onboarding.details.heading')}
        </Heading>
        <FormField
          label={t('onboarding.details.description')}
          hint={
            <>
              {t('onboarding.details.descriptionHint')}{' '}
              <Text weight="medium" color={view.characterCountHint.kind === 'ok' ? 'green' : undefined}>
                <CharacterCount view={view} />
              </Text>
            </>
          }
        >
          {(ids) => (
            <TextArea
              {...ids}
              size="3"
              name="projectDescription"
              dir="auto"
              rows={8}
              resize="vertical"
              value={view.projectDescription}
              disabled={view.isBusy}
              aria-invalid={view.characterCountHint.kind === 'remove'}
              onChange={(event) => view.onDetailsChange('projectDescription', event.target.value)}
            />
          )}
        </FormField>
        <FormField label={t('onboarding.details.inspiration')}>
          {(ids) => (
            <TextField.Root
              {...ids}
              size="3"
              name="inspirationWebsites"
              dir="ltr"
              placeholder={WEBSITE_EXAMPLE}
              value={view.inspirationWebsites}
              disabled={view.isBusy}
              onChange={(event) => view.onDetailsChange('inspirationWebsites', event.target.value)}
            />
          )}
        </FormField>
        <Text as="label" size="2">
          <Flex gap="3" align="start">
            <Checkbox
              size="2"
              mt="1"
              checked={view.includeLogo}
              disabled={view.isBusy}
              onCheckedChange={(checked) => view.onLogoChange(checked === true)}
            />
            <Flex direction="column">
              <Text weight="medium">{t('onboarding.details.logo')}</Text>
              <Text color="gray">
                {t('onboarding.details.logoPrice', { amount: formatUsd(view.logoPriceCents / 100) })}
              </Text>
            </Flex>
          </Flex>
        </Text>
        {/* Outside the limits the button looks and reads disabled, yet a press still says why (the toasts). */}
        {/* wrap-label: the Armenian label takes two lines on a phone; the button grows to hold them. */}
        <Button
          type="submit"
          size="3"
          className="wrap-label"
          disabled={view.isBusy}
          aria-busy={submitting}
          aria-disabled={outOfLimits || undefined}
          data-disabled={outOfLimits ? '' : undefined}
        >
          {submitting && <Spinner />}
          {t(submitting ? 'onboarding.details.submitting' : 'onboarding.details.submit')}
        </Button>
      </Flex>
    </form>
  );
}

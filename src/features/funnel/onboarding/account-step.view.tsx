import { Box, Button, Flex, Grid, Heading, Separator, Spinner, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { OnboardingView } from '@machines/onboarding';
import type { AccountField } from '@machines/shared/account-rules';
import { FormField } from './form-field.view';

interface AccountInput {
  field: AccountField;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  /** The browser asks for it; the passwords' rules are the machine's, with the spec's toasts. */
  required: boolean;
  /** Spans both columns on wide screens. */
  wide?: boolean;
}

const INPUTS: readonly AccountInput[] = [
  { field: 'firstName', type: 'text', autoComplete: 'given-name', required: true },
  { field: 'lastName', type: 'text', autoComplete: 'family-name', required: true },
  { field: 'email', type: 'email', autoComplete: 'email', required: true },
  { field: 'phone', type: 'tel', autoComplete: 'tel', required: false },
  { field: 'company', type: 'text', autoComplete: 'organization', required: true, wide: true },
  { field: 'password', type: 'password', autoComplete: 'new-password', required: false },
  { field: 'confirmPassword', type: 'password', autoComplete: 'new-password', required: false },
];

/** Step 1: the account the project belongs to, or 'Sign In Instead'. */
export function AccountStep({ view }: { view: OnboardingView }) {
  const { t } = useTranslation();
  const busy = view.activity === 'creatingAccount';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        view.onSubmitAccount();
      }}
    >
      <Flex direction="column" gap="4">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="4" tabIndex={-1}>
            {t('onboarding.account.heading')}
          </Heading>
          <Text size="2" color="gray">
            {t('onboarding.account.intro')}
          </Text>
        </Flex>
        <Grid columns={{ initial: '1', sm: '2' }} gap="3">
          {INPUTS.map(({ field, type, autoComplete, required, wide }) => (
            <Box key={field} gridColumn={wide ? '1 / -1' : undefined}>
              <FormField
                label={t(`onboarding.account.${field}`)}
                hint={
                  field === 'password'
                    ? t('onboarding.account.passwordHint', { min: LIMITS.passwordMin })
                    : undefined
                }
              >
                {(ids) => (
                  <TextField.Root
                    {...ids}
                    size="3"
                    type={type}
                    name={field}
                    dir="auto"
                    autoComplete={autoComplete}
                    required={required}
                    disabled={busy}
                    value={view.account[field]}
                    onChange={(event) => view.onAccountChange(field, event.target.value)}
                  />
                )}
              </FormField>
            </Box>
          ))}
        </Grid>
        <Button type="submit" size="3" disabled={view.isBusy} aria-busy={busy}>
          {busy && <Spinner />}
          {t(busy ? 'onboarding.account.submitting' : 'onboarding.account.submit')}
        </Button>
        <Separator size="4" />
        <Flex justify="center" align="center" gap="2" wrap="wrap">
          <Text size="2" color="gray">
            {t('onboarding.account.haveAccount')}
          </Text>
          <Button
            type="button"
            variant="ghost"
            size="2"
            disabled={view.isBusy}
            onClick={view.onSignInInstead}
          >
            {t('onboarding.account.signIn')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

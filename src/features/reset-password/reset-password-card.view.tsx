import { CircleCheckBig, KeyRound, LinkIcon, LogIn } from 'lucide-react';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { ResetPasswordView } from '@machines/reset-password';
import { FormField } from '@src/components/form-field/form-field.view';

/** Sign In, after the reset or to ask for a new link: opens the customer portal. */
function SignInButton({ view }: { view: ResetPasswordView }) {
  const { t } = useTranslation();
  return (
    <Button size="3" {...view.getSignInProps()}>
      <LogIn size={16} aria-hidden />
      {t('account.reset.signIn')}
    </Button>
  );
}

function NewPasswordForm({ view }: { view: ResetPasswordView | null }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view?.getSubmitProps().onClick();
  };
  // Until the page has read its address (the server rendered it without one) the form waits.
  const waiting = { value: '', disabled: true, onChange: () => {} };
  const { onClick: _submit, ...submitProps } = view?.getSubmitProps() ?? {
    onClick: undefined,
    disabled: true,
    'aria-busy': false,
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-intro`} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray" id={`${id}-intro`}>
          {t('account.reset.intro', { min: LIMITS.passwordMin })}
        </Text>
        <FormField
          label={t('account.reset.password')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          {...(view?.getPasswordProps() ?? waiting)}
        />
        <FormField
          label={t('account.reset.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={LIMITS.passwordMax}
          {...(view?.getConfirmProps() ?? waiting)}
        />
        <Button type="submit" size="3" {...submitProps}>
          {view?.isSubmitting ? <Spinner /> : <KeyRound size={16} aria-hidden />}
          {view?.isSubmitting
            ? t('account.reset.submitting')
            : view
              ? t('account.reset.submit')
              : t('account.reset.loading')}
        </Button>
      </Flex>
    </form>
  );
}

/**
 * The /reset-password page's card: the new password and its confirmation; once set, Sign In; for
 * a link that does not work (no token, used or expired), what to do instead. `view` is null until
 * the page has read its address.
 */
export function ResetPasswordCard({ view }: { view: ResetPasswordView | null }) {
  const { t } = useTranslation();
  return (
    <Card size="4">
      <Flex direction="column" gap="4">
        <Heading as="h1" size="7">
          {t('account.reset.heading')}
        </Heading>
        {view?.step === 'done' ? (
          <>
            <Callout.Root color="green" role="status">
              <Callout.Icon>
                <CircleCheckBig size={16} />
              </Callout.Icon>
              <Flex direction="column" gap="1">
                <Callout.Text weight="bold">{t('account.reset.done.title')}</Callout.Text>
                <Callout.Text>
                  {t('account.reset.done.description', { email: view.email ?? '' })}
                </Callout.Text>
              </Flex>
            </Callout.Root>
            <Flex>
              <SignInButton view={view} />
            </Flex>
          </>
        ) : view?.step === 'linkInvalid' ? (
          <>
            <Callout.Root color="red" role="alert">
              <Callout.Icon>
                <LinkIcon size={16} />
              </Callout.Icon>
              <Flex direction="column" gap="1">
                <Callout.Text weight="bold">{t('account.reset.invalid.title')}</Callout.Text>
                <Callout.Text>{t('account.reset.invalid.description')}</Callout.Text>
              </Flex>
            </Callout.Root>
            <Flex>
              <SignInButton view={view} />
            </Flex>
          </>
        ) : (
          <NewPasswordForm view={view} />
        )}
      </Flex>
    </Card>
  );
}

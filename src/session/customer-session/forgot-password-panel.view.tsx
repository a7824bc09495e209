import { ArrowLeft, MailCheck, Send } from 'lucide-react';
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordView } from '@machines/forgot-password';
import { FormField } from '@src/components/form-field/form-field.view';

/** The Back button both steps have. */
function BackToSignIn({ view }: { view: ForgotPasswordView }) {
  const { t } = useTranslation();
  const { onClick, ...props } = view.getBackProps();
  return (
    <Button type="button" variant="ghost" color="gray" onClick={onClick} {...props}>
      <ArrowLeft size={16} aria-hidden className="customer-portal__flip" />
      {t('account.forgot.back')}
    </Button>
  );
}

/**
 * "Forgot password?" in place of the sign-in form: the email, then the same confirmation whatever
 * the email (the server tells no one whether an account exists).
 */
export function ForgotPasswordPanel({ view }: { view: ForgotPasswordView }) {
  const { t } = useTranslation();
  if (view.isSent) {
    return (
      <Flex direction="column" gap="4" align="start">
        <Callout.Root color="green" highContrast role="status" style={{ width: '100%' }}>
          <Callout.Icon>
            <MailCheck size={16} />
          </Callout.Icon>
          <Flex direction="column" gap="1">
            <Callout.Text weight="bold">{t('account.forgot.sent.title')}</Callout.Text>
            <Callout.Text>{t('account.forgot.sent.description', { email: view.email })}</Callout.Text>
          </Flex>
        </Callout.Root>
        <BackToSignIn view={view} />
      </Flex>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.getSubmitProps().onClick();
  };
  const { onClick: _submit, ...submitProps } = view.getSubmitProps();
  return (
    <form onSubmit={submit} aria-labelledby="forgot-password-title" noValidate>
      <Flex direction="column" gap="4" align="stretch">
        <Flex direction="column" gap="1">
          <Heading as="h3" size="4" id="forgot-password-title">
            {t('account.forgot.title')}
          </Heading>
          <Text size="2" color="gray">
            {t('account.forgot.description')}
          </Text>
        </Flex>
        <FormField
          label={t('account.fields.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          {...view.getEmailProps()}
        />
        <Button type="submit" size="3" {...submitProps}>
          {view.isSending ? <Spinner /> : <Send size={16} aria-hidden className="customer-portal__flip" />}
          {view.isSending ? t('account.forgot.sending') : t('account.forgot.submit')}
        </Button>
        <Flex justify="start">
          <BackToSignIn view={view} />
        </Flex>
      </Flex>
    </form>
  );
}

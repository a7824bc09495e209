import { LogIn } from 'lucide-react';
import { Button, Flex, Spinner } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerSessionView } from '@machines/customer-session';
import { FormField, fieldOf } from '@src/components/form-field/form-field.view';

/** Email and password (spec part 1 §5: both required), and the way to a forgotten password. */
export function SignInForm({
  view,
  onForgotPassword,
}: {
  view: CustomerSessionView;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    view.onLogin(fieldOf(form, 'email'), fieldOf(form, 'password'));
  };
  return (
    <form onSubmit={submit} aria-label={t('customerSession.tabs.signIn')}>
      <Flex direction="column" gap="4">
        <FormField
          label={t('account.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          dir="ltr"
        />
        <FormField
          label={t('account.fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" size="3" disabled={view.isBusy} aria-busy={view.isBusy}>
          {view.isBusy ? <Spinner /> : <LogIn size={16} aria-hidden />}
          {view.isBusy ? t('customerSession.signingIn') : t('customerSession.signIn')}
        </Button>
        <Flex justify="center">
          <Button type="button" variant="ghost" size="2" onClick={onForgotPassword} disabled={view.isBusy}>
            {t('account.forgot.link')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

import { UserPlus } from 'lucide-react';
import { Button, Flex, Grid, Spinner } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountForm } from '@machines';
import type { CustomerSessionView } from '@machines/customer-session';
import { FormField, fieldOf } from '@src/components/form-field/form-field.view';

const readAccountForm = (form: FormData): AccountForm => ({
  firstName: fieldOf(form, 'firstName'),
  lastName: fieldOf(form, 'lastName'),
  email: fieldOf(form, 'email'),
  company: fieldOf(form, 'company'),
  phone: fieldOf(form, 'phone'),
  password: fieldOf(form, 'password'),
  confirmPassword: fieldOf(form, 'confirmPassword'),
});

/**
 * Registration (spec part 1 §5): names, email and password required, company and phone optional.
 * The password's length and the confirmation are the machine's checks, with their toasts.
 */
export function CreateAccountForm({ view }: { view: CustomerSessionView }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.onRegister(readAccountForm(new FormData(event.currentTarget)));
  };
  const optional = t('account.fields.optional');
  return (
    <form onSubmit={submit} aria-label={t('customerSession.tabs.createAccount')}>
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', xs: '2' }} gap="4">
          <FormField
            label={t('account.fields.firstName')}
            name="firstName"
            autoComplete="given-name"
            required
          />
          <FormField
            label={t('account.fields.lastName')}
            name="lastName"
            autoComplete="family-name"
            required
          />
        </Grid>
        <FormField
          label={t('account.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          dir="ltr"
        />
        <Grid columns={{ initial: '1', xs: '2' }} gap="4">
          <FormField
            label={t('account.fields.company')}
            hint={optional}
            name="company"
            autoComplete="organization"
          />
          <FormField
            label={t('account.fields.phone')}
            hint={optional}
            name="phone"
            type="tel"
            autoComplete="tel"
            dir="ltr"
          />
        </Grid>
        <FormField
          label={t('account.fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
        />
        <FormField
          label={t('account.fields.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
        />
        <Button type="submit" size="3" disabled={view.isBusy} aria-busy={view.isBusy}>
          {view.isBusy ? <Spinner /> : <UserPlus size={16} aria-hidden />}
          {view.isBusy ? t('customerSession.creatingAccount') : t('customerSession.createAccount')}
        </Button>
      </Flex>
    </form>
  );
}

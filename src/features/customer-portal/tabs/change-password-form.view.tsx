import { KeyRound } from 'lucide-react';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { ChangePasswordField, ChangePasswordView } from '@machines/change-password';
import { FormField } from '@src/components/form-field/form-field.view';

const FIELDS: readonly { field: ChangePasswordField; autoComplete: string }[] = [
  { field: 'currentPassword', autoComplete: 'current-password' },
  { field: 'newPassword', autoComplete: 'new-password' },
  { field: 'confirmPassword', autoComplete: 'new-password' },
];

/** Current, new and confirmed password (decision 35); the other sessions end on the server. */
export function ChangePasswordForm({ view }: { view: ChangePasswordView }) {
  const { t } = useTranslation();
  const id = useId();
  const labels: Record<ChangePasswordField, string> = {
    currentPassword: t('account.change.current'),
    newPassword: t('account.change.new'),
    confirmPassword: t('account.change.confirm'),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.getSubmitProps().onClick();
  };
  const { onClick: _submit, ...submitProps } = view.getSubmitProps();
  return (
    <Card size="3">
      <form onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
        <Flex direction="column" gap="4">
          <Flex direction="column" gap="1">
            <Heading as="h3" size="4" id={`${id}-title`}>
              {t('account.change.title')}
            </Heading>
            <Text size="2" color="gray">
              {t('account.change.description')}
            </Text>
          </Flex>
          {FIELDS.map(({ field, autoComplete }) => (
            <FormField
              key={field}
              label={labels[field]}
              type="password"
              autoComplete={autoComplete}
              maxLength={LIMITS.passwordMax}
              {...view.getFieldProps(field)}
            />
          ))}
          <Flex justify="start">
            <Button type="submit" size="3" {...submitProps}>
              {view.isSubmitting ? <Spinner /> : <KeyRound size={16} aria-hidden />}
              {view.isSubmitting ? t('account.change.submitting') : t('account.change.submit')}
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}

import { ShieldCheck, Timer } from 'lucide-react';
import { Button, Callout, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@contract/catalogue';
import type { AdminVerificationView } from '@machines/admin-verification';
import { CodeCells } from './code-cells.view';

/** The verification request is running: the password was right, the code panel comes next. */
function CheckingAccess() {
  const { t } = useTranslation();
  return (
    <Flex align="center" justify="center" gap="3" py="6" role="status">
      <Spinner size="3" />
      <Text color="gray">{t('adminVerification.panel.checking')}</Text>
    </Flex>
  );
}

/** Access granted: the admin portal opens; this stays if it is shown again. */
function AccessGranted() {
  const { t } = useTranslation();
  return (
    <Callout.Root color="green" role="status" highContrast>
      <Callout.Icon>
        <ShieldCheck size={16} />
      </Callout.Icon>
      <Callout.Text>{t('adminVerification.toast.accessGranted.customerPortal.title')}</Callout.Text>
    </Callout.Root>
  );
}

/**
 * The admin code panel of the Sign In tab (spec part 1 §4): the countdown from the session's
 * expiresIn, the six cells, Verify enabled at exactly six digits, and 'Cancel & Go Back'.
 */
export function CodePanel({ view }: { view: AdminVerificationView }) {
  const { t } = useTranslation();
  if (view.step === 'authenticated') return <AccessGranted />;
  if (view.step !== 'code') return view.isRequesting ? <CheckingAccess /> : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    view.onVerify();
  };
  const wrongCodes = view.attemptsLeft < LIMITS.adminCodeMaxAttempts;
  return (
    <form onSubmit={submit} aria-labelledby="admin-code-heading">
      <Flex direction="column" gap="4" align="stretch">
        <Flex direction="column" gap="2" align="center">
          <ShieldCheck size={32} color="var(--accent-9)" aria-hidden />
          <Heading as="h3" size="4" id="admin-code-heading" align="center">
            {t('adminVerification.panel.title')}
          </Heading>
          <Text size="2" color="gray" align="center">
            {t('adminVerification.panel.instructions', { digits: view.codeLength })}
          </Text>
        </Flex>
        <CodeCells
          value={view.code}
          length={view.codeLength}
          label={t('adminVerification.panel.codeLabel', { digits: view.codeLength })}
          disabled={view.isVerifying}
          onChange={view.onCodeChange}
        />
        <Flex direction="column" gap="1" align="center">
          <Text size="2" color={view.remainingSeconds <= 60 ? 'red' : 'gray'} role="timer" aria-live="off">
            <Flex as="span" align="center" gap="1">
              <Timer size={14} aria-hidden />
              <span>
                {t('adminVerification.panel.expiresIn')} <bdi>{view.remainingLabel}</bdi>
              </span>
            </Flex>
          </Text>
          {wrongCodes && (
            <Text size="2" color="red" role="status">
              {t('adminVerification.panel.attemptsLeft', { n: view.attemptsLeft })}
            </Text>
          )}
        </Flex>
        <Button type="submit" size="3" disabled={!view.canVerify} aria-busy={view.isVerifying}>
          {view.isVerifying && <Spinner />}
          {view.isVerifying ? t('adminVerification.panel.verifying') : t('adminVerification.panel.verify')}
        </Button>
        <Button type="button" size="2" variant="ghost" color="gray" onClick={view.onCancel}>
          {t('adminVerification.panel.cancel')}
        </Button>
      </Flex>
    </form>
  );
}

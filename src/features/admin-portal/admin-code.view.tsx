/**
 * The 6-digit step (spec part 1 §2, §4, §5): the code from the authenticator app, digits only; the
 * countdown from the session's expiresIn; Verify only at exactly six digits; 'Cancel & Go Back'.
 */
import { ArrowLeft, KeyRound, Timer } from 'lucide-react';
import { Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AdminVerificationView } from '@machines/admin-verification';
import { SignInStep } from './sign-in-step.view';

/** The last minute shows in red. */
const LAST_MINUTE_SECONDS = 60;

export function AdminCode({ view }: { view: AdminVerificationView }) {
  const { t } = useTranslation();
  return (
    <SignInStep
      id="admin-code"
      icon={<KeyRound size={32} color="var(--accent-9)" aria-hidden />}
      title={t('admin.code.title')}
      description={t('admin.code.description', { digits: view.codeLength })}
      onSubmit={view.onVerify}
    >
      <label>
        <Text as="div" size="2" weight="bold" mb="1">
          {t('admin.code.label')}
        </Text>
        <TextField.Root
          size="3"
          className="admin-code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-describedby="admin-code-hint admin-code-expiry"
          value={view.code}
          disabled={view.isVerifying}
          // Digits only, at most six: the machine keeps what it accepts, pasted text included.
          onChange={(event) => view.onCodeChange(event.target.value)}
          autoFocus
        />
      </label>
      <Text
        size="2"
        align="center"
        id="admin-code-expiry"
        color={view.remainingSeconds <= LAST_MINUTE_SECONDS ? 'red' : 'gray'}
        role="timer"
      >
        <Flex as="span" align="center" justify="center" gap="1">
          <Timer size={14} aria-hidden />
          <span>
            {t('admin.code.expiresIn')} <bdi>{view.remainingLabel}</bdi>
          </span>
        </Flex>
      </Text>
      <Button type="submit" size="3" disabled={!view.canVerify} aria-busy={view.isVerifying || undefined}>
        {view.isVerifying && <Spinner />}
        {view.isVerifying ? t('admin.code.verifying') : t('admin.code.verify')}
      </Button>
      <Button type="button" variant="ghost" color="gray" onClick={view.onCancel} disabled={view.isVerifying}>
        <ArrowLeft size={16} aria-hidden className="admin-flip-rtl" />
        {t('admin.code.cancel')}
      </Button>
    </SignInStep>
  );
}

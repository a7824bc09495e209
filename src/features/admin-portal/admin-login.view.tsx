/** The admin portal's login (spec part 1 §2): email, and the password with its show/hide toggle. */
import { Eye, EyeOff, LogIn, ShieldCheck } from 'lucide-react';
import { Button, IconButton, Spinner, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { AdminVerificationView } from '@machines/admin-verification';
import { SignInStep } from './sign-in-step.view';

export function AdminLogin({ view }: { view: AdminVerificationView }) {
  const { t } = useTranslation();
  return (
    <SignInStep
      id="admin-login"
      icon={<ShieldCheck size={32} color="var(--accent-9)" aria-hidden />}
      title={t('admin.login.title')}
      description={t('admin.login.description')}
      onSubmit={view.onSubmitCredentials}
    >
      <label>
        <Text as="div" size="2" weight="bold" mb="1">
          {t('admin.login.email')}
        </Text>
        <TextField.Root
          type="email"
          autoComplete="username"
          required
          value={view.email}
          disabled={view.isRequesting}
          onChange={(event) => view.onEmailChange(event.target.value)}
        />
      </label>
      <label>
        <Text as="div" size="2" weight="bold" mb="1">
          {t('admin.login.password')}
        </Text>
        <TextField.Root
          type={view.showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          value={view.password}
          disabled={view.isRequesting}
          onChange={(event) => view.onPasswordChange(event.target.value)}
        >
          <TextField.Slot side="right">
            <IconButton
              type="button"
              size="1"
              variant="ghost"
              color="gray"
              aria-label={view.showPassword ? t('admin.login.hidePassword') : t('admin.login.showPassword')}
              aria-pressed={view.showPassword}
              onClick={view.onTogglePassword}
            >
              {view.showPassword ? <EyeOff size={16} /> : <Eye size={16} />}
            </IconButton>
          </TextField.Slot>
        </TextField.Root>
      </label>
      <Button
        type="submit"
        size="3"
        disabled={!view.canSubmitCredentials}
        aria-busy={view.isRequesting || undefined}
      >
        {view.isRequesting ? <Spinner /> : <LogIn size={16} aria-hidden />}
        {view.isRequesting ? t('admin.login.checking') : t('admin.login.submit')}
      </Button>
    </SignInStep>
  );
}

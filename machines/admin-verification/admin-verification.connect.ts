/** View props of the admin second factor: the customer portal's code panel and the admin portal's login. */
import type { SnapshotFrom } from 'xstate';
import { LIMITS } from '@contract/catalogue';
import type {
  AdminVerificationEvent,
  AdminVerificationMachine,
  AdminVerificationVariant,
} from './admin-verification.machine';

export type AdminVerificationStep = 'checking' | 'credentials' | 'code' | 'authenticated';

export interface AdminVerificationView {
  /** Which portal asks: one view of both picks its form by it. */
  variant: AdminVerificationVariant;
  step: AdminVerificationStep;
  email: string;
  password: string;
  showPassword: boolean;
  isRequesting: boolean;
  canSubmitCredentials: boolean;
  code: string;
  codeLength: number;
  isVerifying: boolean;
  /** The verify button: enabled only at exactly six digits. */
  canVerify: boolean;
  /** Wrong codes the session still takes before the server closes it. */
  attemptsLeft: number;
  remainingSeconds: number;
  /** The countdown as m:ss. */
  remainingLabel: string;
  isAuthenticated: boolean;
  token: string | null;
  onEmailChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  onTogglePassword: () => void;
  /** The admin portal sends what was typed here; the customer portal passes its login's credentials. */
  onSubmitCredentials: (credentials?: { email: string; password: string }) => void;
  onCodeChange: (value: string) => void;
  onVerify: () => void;
  onCancel: () => void;
  onSignOut: () => void;
  /** A call refused the admin token: back to the login, the portal open. */
  onSessionExpired: () => void;
}

const asClock = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export const connect = (
  snapshot: SnapshotFrom<AdminVerificationMachine>,
  send: (event: AdminVerificationEvent) => void,
): AdminVerificationView => {
  const { email, password, showPassword, code, remainingSeconds, token, failedAttempts } = snapshot.context;
  const step: AdminVerificationStep = snapshot.matches('code')
    ? 'code'
    : snapshot.matches('authenticated')
      ? 'authenticated'
      : snapshot.matches('checking')
        ? 'checking'
        : 'credentials';
  const isRequesting = snapshot.matches('requesting');
  const isVerifying = snapshot.matches({ code: { entry: 'verifying' } });
  return {
    variant: snapshot.context.variant,
    step,
    email,
    password,
    showPassword,
    isRequesting,
    canSubmitCredentials: !isRequesting && email.trim() !== '' && password !== '',
    code,
    codeLength: LIMITS.adminCodeLength,
    isVerifying,
    canVerify: !isVerifying && code.length === LIMITS.adminCodeLength,
    attemptsLeft: LIMITS.adminCodeMaxAttempts - failedAttempts,
    remainingSeconds,
    remainingLabel: asClock(remainingSeconds),
    isAuthenticated: step === 'authenticated',
    token,
    onEmailChange: (value) => send({ type: 'email.change', value }),
    onPasswordChange: (value) => send({ type: 'password.change', value }),
    onTogglePassword: () => send({ type: 'password.toggleVisibility' }),
    onSubmitCredentials: (credentials) => send({ type: 'credentials.submit', ...credentials }),
    onCodeChange: (value) => send({ type: 'code.change', value }),
    onVerify: () => send({ type: 'code.submit' }),
    onCancel: () => send({ type: 'verification.cancel' }),
    onSignOut: () => send({ type: 'admin.signOut' }),
    onSessionExpired: () => send({ type: 'session.expired' }),
  };
};

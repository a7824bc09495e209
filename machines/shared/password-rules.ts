/**
 * A new password and its confirmation, checked as registration checks them (spec part 1 §5):
 * both given, equal, at least the minimum length. Shared by the reset page and the Account tab's
 * password change, which say so with the same toasts as Create Account.
 */
import { LIMITS } from '@contract/catalogue';
import { accountToasts } from './account-rules';
import type { ToastParams } from './toast';

export type NewPasswordProblem = 'missing' | 'mismatch' | 'tooShort';

export const newPasswordProblem = (password: string, confirmPassword: string): NewPasswordProblem | null =>
  password === '' || confirmPassword === ''
    ? 'missing'
    : password !== confirmPassword
      ? 'mismatch'
      : password.length < LIMITS.passwordMin
        ? 'tooShort'
        : null;

/** The toast of a problem other than a blank field (each form names its own blank fields). */
export const newPasswordToast = (problem: Exclude<NewPasswordProblem, 'missing'>): ToastParams =>
  problem === 'mismatch' ? accountToasts.passwordMismatch : accountToasts.passwordTooShort;

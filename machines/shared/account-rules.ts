/**
 * The account form's client rules, shared by the portal's Create Account tab and onboarding's
 * first step (spec part 1 §5, part 2 §5).
 */
import { LIMITS } from '@contract/catalogue';
import type { BodyOf } from '@contract/routes';
import type { ToastParams } from './toast';

export interface AccountForm {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type AccountField = keyof AccountForm;

export const emptyAccountForm: AccountForm = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

const filled = (value: string): boolean => value.trim() !== '';

export const passwordsDiffer = (form: AccountForm): boolean => form.password !== form.confirmPassword;

export const isPasswordTooShort = (form: AccountForm): boolean => form.password.length < LIMITS.passwordMin;

/** The fields the form requires; onboarding also requires the company. */
export const hasRequiredAccountFields = (
  form: AccountForm,
  { requireCompany }: { requireCompany: boolean },
): boolean =>
  [form.firstName, form.lastName, form.email, form.password, ...(requireCompany ? [form.company] : [])].every(
    filled,
  );

/**
 * The register call's body built from the form, optional fields left out when blank. Tracking is
 * not the form's: the app adds it when it sends the call.
 */
export const toRegisterBody = (form: AccountForm): BodyOf<'register'> => ({
  email: form.email.trim(),
  password: form.password,
  confirmPassword: form.confirmPassword,
  firstName: form.firstName.trim(),
  lastName: form.lastName.trim(),
  ...(form.company.trim() ? { company: form.company.trim() } : {}),
  ...(form.phone.trim() ? { phone: form.phone.trim() } : {}),
});

export const accountToasts = {
  passwordMismatch: {
    titleKey: 'account.toast.passwordMismatch.title',
    descriptionKey: 'account.toast.passwordMismatch.description',
    variant: 'error',
  },
  passwordTooShort: {
    titleKey: 'account.toast.passwordTooShort.title',
    descriptionKey: 'account.toast.passwordTooShort.description',
    values: { min: LIMITS.passwordMin },
    variant: 'error',
  },
} as const satisfies Record<string, ToastParams>;

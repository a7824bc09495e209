/**
 * What the portal's state stories render around the machine a story drives: the other flow of the
 * dialog at rest (signed out, no code asked) and a dialog that stays open.
 */
import { createActor } from 'xstate';
import {
  adminVerificationMachine,
  connectAdminVerification,
  type AdminVerificationView,
} from '@machines/admin-verification';
import {
  connectCustomerSession,
  customerSessionMachine,
  type CustomerSessionView,
} from '@machines/customer-session';
import {
  connectForgotPassword,
  forgotPasswordMachine,
  type ForgotPasswordView,
} from '@machines/forgot-password';
import { customerTabOrder } from '@machines/customer-portal';
import type { CustomerPortal } from '@src/features/customer-portal/use-customer-portal';

const ignore = (): void => {};

/** The session signed out, as the dialog shows it to a visitor. */
export const signedOutSession = (): CustomerSessionView =>
  connectCustomerSession(
    createActor(customerSessionMachine, { input: { storedToken: null } }).getSnapshot(),
    ignore,
  );

/** The second factor before any admin signed in. */
export const secondFactorAtRest = (): AdminVerificationView =>
  connectAdminVerification(
    createActor(adminVerificationMachine, {
      input: { variant: 'customerPortal', storedAdminToken: null },
    }).getSnapshot(),
    ignore,
  );

/** "Forgot password?" not asked: the Sign In tab shows the sign-in form. */
export const forgotPasswordAtRest = (): ForgotPasswordView =>
  connectForgotPassword(createActor(forgotPasswordMachine).getSnapshot(), ignore);

/** The portal dialog's props, open, with the given flows' views. */
export const storyPortal = (parts: Partial<CustomerPortal>): CustomerPortal => {
  const secondFactor = parts.secondFactor ?? secondFactorAtRest();
  return {
    isOpen: true,
    onOpenChange: ignore,
    signedOutTab: 'signIn',
    onSignedOutTabChange: ignore,
    tab: 'purchase',
    tabOrder: customerTabOrder(false),
    tabsReady: true,
    onTabChange: ignore,
    session: signedOutSession(),
    forgotPassword: forgotPasswordAtRest(),
    showsSecondFactor: secondFactor.step === 'code' || secondFactor.isRequesting,
    ...parts,
    secondFactor,
  };
};

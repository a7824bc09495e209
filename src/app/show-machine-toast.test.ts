import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionFailureToast } from '@machines/customer-session';
import { accountCreationFailed, onboardingToasts } from '@machines/onboarding/onboarding.toasts';
import { i18n, switchLanguage } from '@src/i18n/i18n';
import { siteConfig } from '@src/lib/site-config';
import { useToasts } from '@src/stores/toasts.store';
import { showMachineToast } from './show-machine-toast';

const shown = () => useToasts.getState().current;

beforeEach(() => {
  useToasts.setState({ current: null, open: false });
});

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('showMachineToast', () => {
  it("shows the server's message as the description, word for word", () => {
    const error = Object.assign(new Error('Invalid email or password'), { status: 401 });
    showMachineToast(sessionFailureToast('loginFailed')({ event: { error } }));
    expect(useToasts.getState().open).toBe(true);
    expect(shown()).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid email or password',
      variant: 'error',
      durationMs: 5000,
    });
  });

  it('does not interpolate inside a server message', () => {
    const error = Object.assign(new Error('Call {{phone}} <b>now</b>'), { status: 409 });
    showMachineToast(sessionFailureToast('registrationFailed')({ event: { error } }));
    expect(shown()?.description).toBe('Call {{phone}} <b>now</b>');
  });

  it("fills {{phone}} with the configured support number, and keeps the machine's duration", () => {
    showMachineToast(accountCreationFailed({ event: { error: new Error('') } }));
    expect(shown()).toMatchObject({
      title: 'Account Creation Failed',
      description: `Please try again or call us at ${siteConfig.phone}`,
      variant: 'error',
      durationMs: 8000,
    });
  });

  it('translates into the chosen language, numbers formatted', async () => {
    // German loads through the app's loader, as the language picker loads it.
    await switchLanguage('de');
    showMachineToast(onboardingToasts.descriptionTooLong);
    expect(shown()).toMatchObject({
      title: 'Beschreibung zu lang',
      description: expect.stringContaining('20.000'),
    });
  });

  it('shows a toast without a description', () => {
    showMachineToast(onboardingToasts.projectSaved);
    expect(shown()).toMatchObject({ title: 'Project Details Saved!', variant: 'success' });
    expect(shown()?.description).toBeUndefined();
  });
});

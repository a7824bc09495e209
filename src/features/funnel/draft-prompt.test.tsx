import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import { FUNNEL_LOAD_TIMEOUT, onboardingDialog, renderFunnelPage } from '@src/testing/funnel-page';

setupMockApi();

/** An onboarding left at the account step on an earlier visit (another tab, days ago). */
const draft = JSON.stringify({
  version: 1,
  step: 'account',
  context: {
    basePackage: 'professional',
    packageId: 'professional',
    account: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com', company: 'Compilers Inc' },
  },
});

const prompt = () =>
  screen.findByRole('complementary', { name: 'Continue your project' }, FUNNEL_LOAD_TIMEOUT);

describe('a draft of an earlier visit', () => {
  it('is offered on any page instead of reopening onboarding, and resumes when asked', async () => {
    const { user } = await renderFunnelPage('/blog', { stored: { [LOCAL_KEYS.onboardingDraft]: draft } });
    const card = await prompt();
    expect(card).toHaveTextContent(
      'You left your website project at step 1 of 5. Pick up where you stopped.',
    );
    expect(screen.queryByRole('dialog', { name: 'Start Your Website Project' })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);

    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = await onboardingDialog();
    expect(within(dialog).getByLabelText('Company')).toHaveValue('Compilers Inc');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('grace@example.com');
    expect(screen.queryByRole('complementary', { name: 'Continue your project' })).not.toBeInTheDocument();
  });

  it('goes away when dismissed, keeps the draft, and is not offered again in the visit', async () => {
    const { user, unmount } = await renderFunnelPage('/', {
      stored: { [LOCAL_KEYS.onboardingDraft]: draft },
    });
    await user.click(within(await prompt()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Continue your project' })).not.toBeInTheDocument(),
    );
    expect(localStorage.getItem(LOCAL_KEYS.onboardingDraft)).toBe(draft);
    expect(sessionStorage.getItem(SESSION_KEYS.draftPromptDismissed)).toBe('true');
    unmount();

    await renderFunnelPage('/', {
      stored: { [LOCAL_KEYS.onboardingDraft]: draft },
      session: { [SESSION_KEYS.draftPromptDismissed]: 'true' },
    });
    await screen.findByRole('button', { name: 'Tour' }, FUNNEL_LOAD_TIMEOUT);
    expect(screen.queryByRole('complementary', { name: 'Continue your project' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Start Your Website Project' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.onboardingDraft)).toBe(draft);
  });
});

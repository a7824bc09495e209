import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MOCK_PASSWORDS, MOCK_TOKENS, adaCustomer } from '@mocks/fixtures/customers';
import { db } from '@mocks/db';
import { scenario } from '@mocks/scenarios';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { AppProviders } from '@src/app/app-providers';
import { AppRoutes } from '@src/app/app-routes';
import { dispatchPageEvent, onPageEvent } from '@src/app/page-events';
import { preloadPagesAt } from '@src/app/routes';
import { useSession } from '@src/stores/session.store';
import { siteConfig } from '@src/lib/site-config';
import { LOCAL_KEYS, SESSION_KEYS } from '@src/lib/storage-keys';
import { setupMockApi } from '@src/testing/mock-api';
import { browserNavigation } from '@src/app/browser-navigation';
import { FUNNEL_LOAD_TIMEOUT, onboardingDialog, renderFunnelPage } from '@src/testing/funnel-page';

const server = setupMockApi();

const navigation = {
  redirect: vi.fn<(url: string) => void>(),
  openInNewTab: vi.fn<(url: string) => void>(),
  openDomainRegistrar: vi.fn<(domainName: string) => void>(),
};

beforeEach(() => {
  vi.spyOn(browserNavigation, 'redirect').mockImplementation(navigation.redirect);
  vi.spyOn(browserNavigation, 'openInNewTab').mockImplementation(navigation.openInNewTab);
  vi.spyOn(browserNavigation, 'openDomainRegistrar').mockImplementation(navigation.openDomainRegistrar);
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.values(navigation).forEach((mock) => mock.mockReset());
});

/** Onboarding opened as the portfolio's button and package selection open it. */
const openWith = async (packageType: 'startup' | 'professional' | 'platinum', packagePrice: number) => {
  act(() => dispatchPageEvent('openQuickOnboarding', { packageType, packagePrice }));
  return onboardingDialog();
};

/** The toast on screen (outside the dialog, so the dialog hides it from the accessibility tree). */
const toast = (title: string) => screen.findByText(title);

const ACCOUNT = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  Email: 'grace@navy.example',
  Company: 'Compilers Inc',
  Password: 'cobol60',
  'Confirm password': 'cobol60',
};

const fillAccount = async (user: UserEvent, dialog: HTMLElement, values: Partial<typeof ACCOUNT> = {}) => {
  for (const [label, value] of Object.entries({ ...ACCOUNT, ...values })) {
    const field = within(dialog).getByLabelText(label);
    await user.clear(field);
    if (value) await user.paste(value);
  }
};

/** A step's heading; a timed hand-off (the registrar's 2 s) may come first. */
const stepHeading = (dialog: HTMLElement, name: string) =>
  within(dialog).findByRole('heading', { level: 3, name });

/** A signed-in customer back from paying for the Professional package, at /#complete-details. */
const returnFromPayment = () =>
  renderFunnelPage('/#complete-details', {
    stored: {
      [LOCAL_KEYS.authToken]: MOCK_TOKENS.customer,
      [LOCAL_KEYS.paymentCompleted]: 'true',
      [LOCAL_KEYS.paymentPackage]: 'professional',
      [LOCAL_KEYS.paymentAmount]: '2995',
    },
  });

describe('onboarding: account', () => {
  // The file's first test also waits for the funnel's code.
  it(
    'creates the account, then offers only the packages above the one chosen, then the payment',
    { timeout: 45_000 },
    async () => {
      const { user } = await renderFunnelPage('/');
      const dialog = await openWith('professional', 2995);
      expect(document.body).toHaveAttribute('data-scroll-locked');
      expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
      await fillAccount(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Create Account & Continue' }));

      expect(await toast('Account Created Successfully!')).toBeInTheDocument();
      await stepHeading(dialog, 'Your Package');
      expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Package');
      expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent('Account (done)');
      const offered = within(dialog).getAllByRole('radio');
      expect(offered.map((radio) => radio.textContent)).toEqual([
        expect.stringContaining('Professional'),
        expect.stringContaining('Enterprise'),
        expect.stringContaining('Platinum'),
      ]);
      expect(within(dialog).getByRole('radio', { name: /Professional/ })).toBeChecked();
      expect(localStorage.getItem(LOCAL_KEYS.accountCreated)).toBe('true');
      expect(db.customers.some((customer) => customer.email === ACCOUNT.Email)).toBe(true);

      await user.click(within(dialog).getByRole('radio', { name: /Enterprise/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
      await stepHeading(dialog, 'Secure Payment');
      await user.click(within(dialog).getByRole('button', { name: 'Pay $4,995 Securely' }));
      await waitFor(() =>
        expect(navigation.redirect).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\//)),
      );
      expect(
        within(dialog).getByRole('button', { name: 'Taking you to the secure checkout…' }),
      ).toBeDisabled();
      expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.paymentStarted) ?? 'null')).toEqual({
        packageId: 'enterprise',
        amount: 4995,
      });
    },
  );

  it.each([
    [{ 'Confirm password': 'cobol61' }, 'Password Mismatch', 'Please make sure both password fields match.'],
    [
      { Password: 'abc', 'Confirm password': 'abc' },
      'Password Too Short',
      'Password must be at least 6 characters long.',
    ],
  ])('refuses %o with the toast %s', async (values, title, description) => {
    const { user } = await renderFunnelPage('/');
    const dialog = await openWith('startup', 1995);
    await fillAccount(user, dialog, values);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account & Continue' }));
    expect(await toast(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Create Your Account' })).toBeInTheDocument();
  });

  it("shows the server's message when the account cannot be created", async () => {
    server.use(
      scenario('register', 'error', { status: 409, message: 'An account with this email already exists' }),
    );
    const { user } = await renderFunnelPage('/');
    const dialog = await openWith('startup', 1995);
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account & Continue' }));
    expect(await toast('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText('An account with this email already exists')).toBeInTheDocument();
  });

  it('asks to call when there is no answer at all', async () => {
    server.use(scenario('register', 'offline'));
    const { user } = await renderFunnelPage('/');
    const dialog = await openWith('startup', 1995);
    await fillAccount(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Create Account & Continue' }));
    expect(await toast('Account Creation Failed')).toBeInTheDocument();
    expect(screen.getByText(`Please try again or call us at ${siteConfig.phone}`)).toBeInTheDocument();
  });

  it("'Sign In Instead' closes onboarding and asks for the customer login 100 ms later", async () => {
    const asked = vi.fn();
    const stop = onPageEvent('openCustomerLogin', asked);
    const { user } = await renderFunnelPage('/');
    const dialog = await openWith('startup', 1995);
    await user.click(within(dialog).getByRole('button', { name: 'Sign In Instead' }));
    // Onboarding closes; the customer login it asks for may already be opening in its place.
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    stop();
  });

  it('closing resets the form: it opens again at an empty account step', async () => {
    const { user } = await renderFunnelPage('/');
    let dialog = await openWith('startup', 1995);
    await user.type(within(dialog).getByLabelText('First name'), 'Grace');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem(LOCAL_KEYS.onboardingDraft)).toBeNull();
    dialog = await openWith('startup', 1995);
    expect(within(dialog).getByLabelText('First name')).toHaveValue('');
  });
});

describe('onboarding: signed in', () => {
  it("skips to the package with 'Welcome back!'", async () => {
    await renderFunnelPage('/', { stored: { [LOCAL_KEYS.authToken]: MOCK_TOKENS.customer } });
    const dialog = await openWith('startup', 1995);
    expect(await stepHeading(dialog, 'Your Package')).toBeInTheDocument();
    expect(await toast('Welcome back!')).toBeInTheDocument();
  });

  it("shows 'Payment Setup Failed' with the server's message when no payment link can be made", async () => {
    server.use(scenario('createPaymentIntent', 'error', { status: 400, message: 'Unknown package' }));
    const { user } = await renderFunnelPage('/', {
      stored: { [LOCAL_KEYS.authToken]: MOCK_TOKENS.customer },
    });
    const dialog = await openWith('platinum', 6995);
    expect(
      within(dialog).getByText('You chose our top package: everything is included.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue to Payment' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $6,995 Securely' }));
    expect(await toast('Payment Setup Failed')).toBeInTheDocument();
    expect(screen.getByText('Unknown package')).toBeInTheDocument();
    expect(navigation.redirect).not.toHaveBeenCalled();
  });
});

describe('onboarding: the return from the payment', () => {
  it("reopens at the domain step (#complete-details): 'Payment Successful!', the flag cleared", async () => {
    await returnFromPayment();
    const dialog = await onboardingDialog();
    expect(await stepHeading(dialog, 'Your Domain')).toBeInTheDocument();
    expect(await toast('Payment Successful!')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBeNull();
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Domain');
  });

  it('without a session, opens the login for the account that paid, then onboarding in its place: one dialog at a time', async () => {
    const { user } = await renderFunnelPage('/#complete-details', {
      stored: {
        [LOCAL_KEYS.paymentCompleted]: 'true',
        [LOCAL_KEYS.paymentPackage]: 'professional',
        [LOCAL_KEYS.paymentAmount]: '2995',
      },
    });
    expect(await toast('Payment received')).toBeInTheDocument();
    const login = await screen.findByRole('dialog', { name: 'Customer Portal' }, FUNNEL_LOAD_TIMEOUT);
    await user.type(within(login).getByLabelText('Email'), adaCustomer.email);
    await user.type(within(login).getByLabelText('Password'), MOCK_PASSWORDS[adaCustomer.email]!);
    await user.click(within(login).getByRole('button', { name: 'Sign In' }));
    const dialog = await onboardingDialog();
    expect(await stepHeading(dialog, 'Your Domain')).toBeInTheDocument();
    // The portal the login was in is gone: the visitor sees the one dialog, not two stacked.
    await waitFor(() => expect(login).not.toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toEqual([dialog]);
  });

  it(
    "asks for a domain before 'Purchase Domain', then opens the registrar and moves on 2 s later",
    { timeout: 45_000 },
    async () => {
      const { user } = await returnFromPayment();
      const dialog = await onboardingDialog();
      await stepHeading(dialog, 'Your Domain');
      await user.click(within(dialog).getByRole('button', { name: 'Purchase Domain' }));
      expect(await toast('Domain Required')).toBeInTheDocument();
      expect(screen.getByText('Please enter your domain name to proceed.')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText('Domain name'), ' grace-compilers.com ');
      await user.click(within(dialog).getByRole('button', { name: 'Purchase Domain' }));
      expect(navigation.openDomainRegistrar).toHaveBeenCalledWith('grace-compilers.com');
      expect(
        within(dialog).getByRole('button', { name: 'The registrar opens in a new tab…' }),
      ).toBeDisabled();
      expect(await stepHeading(dialog, 'Tell Us About Your Project')).toBeInTheDocument();
    },
  );
});

describe('onboarding: project details', () => {
  const toDetails = async () => {
    const rendered = await returnFromPayment();
    const dialog = await onboardingDialog();
    await stepHeading(dialog, 'Your Domain');
    await rendered.user.click(within(dialog).getByRole('button', { name: 'Skip Domain for Now' }));
    await stepHeading(dialog, 'Tell Us About Your Project');
    return { ...rendered, dialog, description: within(dialog).getByLabelText('Project description') };
  };

  it('counts the characters live and explains a press while the description is too short', async () => {
    const { user, dialog, description } = await toDetails();
    const submit = within(dialog).getByRole('button', { name: 'Submit Project Details' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(description).toHaveAccessibleDescription(expect.stringContaining('0 characters: add 500 more'));
    await user.type(description, 'Too short');
    expect(within(dialog).getByText('9 characters: add 491 more (at least 500)')).toBeInTheDocument();
    await user.click(submit);
    expect(await toast('Description Too Short')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide at least 500 characters describing your project.'),
    ).toBeInTheDocument();
  });

  it('says how much to remove above 20,000 characters', async () => {
    const { user, dialog, description } = await toDetails();
    await user.click(description);
    await user.paste('x'.repeat(20_001));
    expect(within(dialog).getByText('20,001 characters: remove 1 (at most 20,000)')).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Project Details' }));
    expect(await toast('Description Too Long')).toBeInTheDocument();
    expect(
      screen.getByText('Please keep your project description under 20,000 characters.'),
    ).toBeInTheDocument();
  });

  it(
    "saves the project with the logo: 'Project Details Saved!', the $99 payment in a new tab, then closes",
    { timeout: 45_000 },
    async () => {
      const { user, dialog, description } = await toDetails();
      await user.click(description);
      // 14 sentences of 45 characters; the description is measured trimmed, as the server does.
      await user.paste('A bakery in Austin that needs online orders. '.repeat(14));
      expect(within(dialog).getByText('629 characters')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('checkbox', { name: /Add a professional logo design/ }));
      expect(within(dialog).getByText('$99, paid separately in a new tab')).toBeInTheDocument();
      const submit = within(dialog).getByRole('button', { name: 'Submit Project Details' });
      expect(submit).not.toHaveAttribute('aria-disabled');
      await user.click(submit);

      expect(await toast('Logo Payment Required')).toBeInTheDocument();
      expect(screen.getByText('Complete the $99 payment in the new tab.')).toBeInTheDocument();
      expect(navigation.openInNewTab).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\//));
      const project = db.projects.at(-1);
      expect(project).toMatchObject({
        clientEmail: adaCustomer.email,
        packageType: 'professional',
        includeLogo: true,
        status: 'pending',
      });
      expect(within(dialog).getByText(/Your project details are saved/)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(localStorage.getItem(LOCAL_KEYS.onboardingDraft)).toBeNull();
    },
  );

  it("shows 'Project Details Saved!' without a logo", async () => {
    const { user, dialog, description } = await toDetails();
    await user.click(description);
    await user.paste('y'.repeat(600));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Project Details' }));
    expect(await toast('Project Details Saved!')).toBeInTheDocument();
    expect(navigation.openInNewTab).not.toHaveBeenCalled();
  });

  it("shows 'Failed to Save Project Details' and keeps the description", async () => {
    server.use(scenario('createProject', 'error', { status: 500, message: '' }));
    const { user, dialog, description } = await toDetails();
    await user.click(description);
    await user.paste('z'.repeat(600));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Project Details' }));
    expect(await toast('Failed to Save Project Details')).toBeInTheDocument();
    expect(screen.getByText('Failed to save project details')).toBeInTheDocument();
    expect(description).toHaveValue('z'.repeat(600));
  });

  it('says the logo payment failed when it gets no answer, yet the project is saved', async () => {
    server.use(scenario('createLogoPayment', 'offline'));
    const { user, dialog, description } = await toDetails();
    await user.click(description);
    await user.paste('w'.repeat(600));
    await user.click(within(dialog).getByRole('checkbox', { name: /Add a professional logo design/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Submit Project Details' }));
    expect(await toast('Project Created Successfully')).toBeInTheDocument();
    expect(screen.getByText('Logo payment failed - please contact support')).toBeInTheDocument();
  });
});

describe('onboarding: resumed after a reload', () => {
  it('opens at the same step with what was typed, never the passwords', async () => {
    const first = await renderFunnelPage('/');
    const dialog = await openWith('professional', 2995);
    await fillAccount(first.user, dialog);
    const draft = localStorage.getItem(LOCAL_KEYS.onboardingDraft) ?? '';
    expect(draft).toContain('Compilers Inc');
    expect(draft).not.toContain(ACCOUNT.Password);
    first.unmount();

    // A reload keeps the tab's session storage: the onboarding in progress there resumes in place.
    expect(sessionStorage.getItem(SESSION_KEYS.onboardingInTab)).toBe('true');
    await renderFunnelPage('/', {
      stored: { [LOCAL_KEYS.onboardingDraft]: draft },
      session: { [SESSION_KEYS.onboardingInTab]: 'true' },
    });
    const resumed = await onboardingDialog();
    expect(within(resumed).getByLabelText('Company')).toHaveValue('Compilers Inc');
    expect(within(resumed).getByLabelText('Email')).toHaveValue(ACCOUNT.Email);
    expect(within(resumed).getByLabelText('Password')).toHaveValue('');
  });

  it('keeps the tour of a first visit aside while the resumed dialog is open', async () => {
    const draft = JSON.stringify({
      version: 1,
      step: 'account',
      context: { basePackage: 'startup', packageId: 'startup', account: { company: 'Compilers Inc' } },
    });
    const { user } = await renderFunnelPage('/', {
      firstVisit: true,
      stored: { [LOCAL_KEYS.onboardingDraft]: draft },
      session: { [SESSION_KEYS.onboardingInTab]: 'true' },
    });
    const resumed = await onboardingDialog();
    expect(within(resumed).getByLabelText('Company')).toHaveValue('Compilers Inc');
    // Closed, the dialog leaves the page to the visitor: the tour stepped aside (its button stays).
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Tour' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('onboarding: a draft on the pages a purchase passes through', () => {
  it('stays closed on the checkout and keeps the draft for later', async () => {
    const draft = JSON.stringify({
      version: 1,
      step: 'payment',
      context: { basePackage: 'startup', packageId: 'startup', account: {} },
    });
    await renderFunnelPage('/checkout/pay_unknown', {
      stored: { [LOCAL_KEYS.authToken]: MOCK_TOKENS.customer, [LOCAL_KEYS.onboardingDraft]: draft },
    });
    // The funnel runs on this page (package selection opens), yet onboarding stays closed.
    act(() => dispatchPageEvent('openPackageSelection'));
    await screen.findByRole('dialog', { name: 'Choose Your Website Package' }, FUNNEL_LOAD_TIMEOUT);
    expect(screen.queryByRole('dialog', { name: 'Start Your Website Project' })).not.toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.onboardingDraft)).toBe(draft);
  });
});

describe('onboarding: the return from the payment within the page', () => {
  /** Moves the app's router, as the success page does when it sends the visitor on. */
  function GoTo({ to }: { to: string }) {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => navigate(to)}>
        go
      </button>
    );
  }

  it('opens at the domain step when the address becomes #complete-details while the funnel runs', async () => {
    localStorage.clear();
    localStorage.setItem(LOCAL_KEYS.tourCompleted, 'true');
    localStorage.setItem(LOCAL_KEYS.authToken, MOCK_TOKENS.customer);
    useSession.setState({ authToken: MOCK_TOKENS.customer, customer: null });
    await preloadPagesAt('/blog');
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/blog']}>
          <GoTo to="/#complete-details" />
          <AppRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    // The funnel runs (package selection opens and closes), then the payment is recorded.
    act(() => dispatchPageEvent('openPackageSelection'));
    await screen.findByRole('dialog', { name: 'Choose Your Website Package' }, FUNNEL_LOAD_TIMEOUT);
    await user.keyboard('{Escape}');
    localStorage.setItem(LOCAL_KEYS.paymentCompleted, 'true');
    localStorage.setItem(LOCAL_KEYS.paymentPackage, 'enterprise');
    await user.click(screen.getByRole('button', { name: 'go' }));
    const dialog = await onboardingDialog();
    expect(await stepHeading(dialog, 'Your Domain')).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.paymentCompleted)).toBeNull();
  });
});

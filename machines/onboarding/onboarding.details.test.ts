import { describe, expect, it } from 'vitest';
import { LIMITS } from '@contract/catalogue';
import { noAnswer, sampleDescription, serverRefusal } from '../testing/fixtures';
import { TIMINGS } from '../timings';
import { fillAccount, returningAfterPayment, visitor } from './onboarding.states';
import { PHONE, start, toDetails } from './onboarding.test-support';

describe('onboarding: domain', () => {
  it("asks for a name before 'Purchase Domain': 'Domain Required'", () => {
    const { view, effects, lastToast } = start(returningAfterPayment);
    view().onDomainChange('   ');
    view().onPurchaseDomain();
    expect(effects.openDomainRegistrar).not.toHaveBeenCalled();
    expect(lastToast()).toEqual({
      title: 'Domain Required',
      description: 'Please enter your domain name to proceed.',
      variant: 'error',
    });
  });

  it('opens the registrar and moves to the details 2 s later', () => {
    const { clock, view, effects } = start(returningAfterPayment);
    view().onDomainChange(' acme.com ');
    view().onPurchaseDomain();
    expect(effects.openDomainRegistrar).toHaveBeenCalledWith(expect.anything(), { domainName: 'acme.com' });
    clock.increment(TIMINGS.domainPurchaseAdvance - 1);
    expect(view().step).toBe('domain');
    clock.increment(1);
    expect(view().step).toBe('details');
  });

  it("'Skip Domain for Now' moves on at once", () => {
    const { view } = toDetails();
    expect(view()).toMatchObject({ step: 'details', stepNumber: 5 });
  });
});

describe('onboarding: details', () => {
  it('counts the characters to add or remove and enables submit only within 500–20,000', () => {
    const { view } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMin - 1));
    expect(view()).toMatchObject({ characterCountHint: { kind: 'add', count: 1 }, canSubmitDetails: false });
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMax + 1));
    expect(view()).toMatchObject({
      characterCountHint: { kind: 'remove', count: 1 },
      canSubmitDetails: false,
    });
    view().onDetailsChange('projectDescription', sampleDescription(LIMITS.descriptionMin));
    expect(view()).toMatchObject({ characterCountHint: { kind: 'ok', count: 500 }, canSubmitDetails: true });
  });

  it.each([
    [
      LIMITS.descriptionMin - 1,
      'Description Too Short',
      'Please provide at least 500 characters describing your project.',
    ],
    [
      LIMITS.descriptionMax + 1,
      'Description Too Long',
      'Please keep your project description under 20,000 characters.',
    ],
  ])('refuses %i characters', (length, title, description) => {
    const { view, calls, lastToast } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(length));
    view().onSubmitDetails();
    expect(calls.createProject).not.toHaveBeenCalled();
    expect(lastToast()).toEqual({ title, description, variant: 'error' });
  });

  it("submits the project as pending, 'Project Details Saved!', then resets and closes after 2 s", async () => {
    const { actor, clock, view, calls, lastToast, settle } = toDetails();
    view().onDetailsChange('projectDescription', `  ${sampleDescription(600)}  `);
    view().onDetailsChange('inspirationWebsites', 'example.com');
    view().onSubmitDetails();
    await settle();
    expect(calls.createProject).toHaveBeenCalledWith({
      clientName: 'Ada Lovelace',
      clientEmail: 'ada@example.com',
      companyName: 'Analytical Engines',
      businessDescription: sampleDescription(600),
      inspirationWebsites: 'example.com',
      packageType: 'professional',
      totalAmount: 299500,
      status: 'pending',
      includeLogo: false,
      logoAmount: 0,
    });
    expect(lastToast()).toEqual({ title: 'Project Details Saved!', variant: 'success' });
    clock.increment(TIMINGS.onboardingCloseAfterSubmit - 1);
    expect(view().isOpen).toBe(true);
    clock.increment(1);
    expect(view()).toMatchObject({ isOpen: false, projectDescription: '', includeLogo: false });
    expect(actor.getSnapshot().context.account.firstName).toBe('');
  });

  it("opens the logo payment in a new tab: 'Logo Payment Required'", async () => {
    const { view, calls, effects, lastToast, settle } = toDetails();
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(calls.createProject).toHaveBeenCalledWith(
      expect.objectContaining({ includeLogo: true, logoAmount: 9900 }),
    );
    expect(calls.createLogoPayment).toHaveBeenCalledWith({ projectId: 'prj_1' });
    expect(effects.openInNewTab).toHaveBeenCalledWith(expect.anything(), { url: '/checkout/logo' });
    expect(lastToast()).toEqual({
      title: 'Logo Payment Required',
      description: 'Complete the $99 payment in the new tab.',
      variant: 'info',
    });
  });

  it("says 'Project Created Successfully … Logo payment failed' when the logo call throws", async () => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createLogoPayment: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(view().isCompleted).toBe(true);
    expect(lastToast()).toEqual({
      title: 'Project Created Successfully',
      description: 'Logo payment failed - please contact support',
      variant: 'error',
    });
  });

  it('shows nothing more when the logo call answers non-OK', async () => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createLogoPayment: async () => {
        throw Object.assign(new Error('402: refused'), { status: 402 });
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onLogoChange(true);
    view().onSubmitDetails();
    await settle();
    expect(view().isCompleted).toBe(true);
    expect(lastToast()?.title).toBe('Project Details Saved!');
  });

  it.each([
    ['the server message', serverRefusal(401, 'Authentication required'), 'Authentication required'],
    [
      "'Failed to save project details' for a refusal without a message",
      serverRefusal(503),
      'Failed to save project details',
    ],
    ['the call-us text when no answer came', noAnswer(), `Please try again or call us at ${PHONE}`],
  ])("'Failed to Save Project Details' keeps the details and shows %s", async (_what, error, description) => {
    const { view, lastToast, settle } = toDetails(returningAfterPayment, {
      createProject: async () => {
        throw error;
      },
    });
    view().onDetailsChange('projectDescription', sampleDescription(600));
    view().onSubmitDetails();
    await settle();
    expect(view().step).toBe('details');
    expect(lastToast()).toEqual({ title: 'Failed to Save Project Details', description, variant: 'error' });
  });

  it('closing resets the form and returns to step 1', () => {
    const { actor, view } = start(visitor);
    actor.send({ type: 'onboarding.open' });
    fillAccount.forEach((event) => actor.send(event));
    view().onClose();
    actor.send({ type: 'onboarding.open' });
    expect(view()).toMatchObject({ step: 'account', account: { firstName: '', password: '' } });
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { pageStory } from '../support/page-story';

/**
 * Package selection and onboarding as a visitor meets them, in the whole app over the mock API:
 * 'Start Your Project' in the navigation, a package chosen, onboarding opening with it (the
 * funnel's real hand-off, 300 ms later), the account created by the mocks, the package, then the
 * payment step. The play stops before 'Pay': the browser would leave for the checkout.
 *
 * The dialogs are portalled to the document's body, outside the story's canvas: `screen` finds them.
 */
const meta = { title: 'Funnel/Main path' } satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's code, the funnel's code and texts load on the first press; the first mocked call waits for the worker. */
const LOAD = { timeout: 8000 };

/** Not the home page: there the guided tour opens over a first visit. */
const page = pageStory('/blog', 'full');

/** From the navigation's button to onboarding opened with the chosen package. */
const chooseProfessional = async (): Promise<HTMLElement> => {
  await userEvent.click(await screen.findByRole('button', { name: 'Start Your Project' }, LOAD));
  const selection = await screen.findByRole('dialog', { name: 'Choose Your Website Package' }, LOAD);
  await expect(within(selection).getAllByRole('button', { name: /^Choose / })).toHaveLength(4);
  await userEvent.click(within(selection).getByRole('button', { name: 'Choose Professional' }));
  // Its closing animation runs to its end before it leaves the page: past waitFor's one second
  // when the stories share the machine with the browser journeys.
  await waitFor(() => expect(selection).not.toBeInTheDocument(), LOAD);
  return screen.findByRole('dialog', { name: 'Start Your Website Project' }, LOAD);
};

/** Choosing a package closes package selection and hands off to onboarding at its account step. */
export const ChoosePackage: Story = {
  parameters: page.parameters,
  render: page.render,
  play: async () => {
    const onboarding = within(await chooseProfessional());
    // Visible once the dialog's opening animation has faded it in.
    await waitFor(() =>
      expect(onboarding.getByRole('heading', { name: 'Create Your Account' })).toBeVisible(),
    );
    await expect(onboarding.getByRole('listitem', { current: 'step' })).toHaveTextContent('Account');
  },
};

const ACCOUNT = {
  'First name': 'Grace',
  'Last name': 'Hopper',
  Email: 'grace@navy.example',
  Company: 'Compilers Inc',
  Password: 'cobol60',
  'Confirm password': 'cobol60',
};

/** The account step filled and created by the mocks, the package step, then the payment step. */
export const OnboardToPayment: Story = {
  parameters: page.parameters,
  render: page.render,
  play: async () => {
    const dialog = await chooseProfessional();
    const onboarding = within(dialog);
    for (const [label, value] of Object.entries(ACCOUNT)) {
      // Pasted rather than typed key by key: the story runs within the test's time on a busy machine.
      await userEvent.click(onboarding.getByLabelText(label));
      await userEvent.paste(value);
    }
    await userEvent.click(onboarding.getByRole('button', { name: 'Create Account & Continue' }));
    await expect(await screen.findByText('Account Created Successfully!', {}, LOAD)).toBeInTheDocument();

    await expect(await onboarding.findByRole('heading', { name: 'Your Package' }, LOAD)).toBeVisible();
    // Only the packages from the chosen one up are offered; the chosen one is selected.
    await expect(onboarding.getAllByRole('radio')).toHaveLength(3);
    await expect(onboarding.getByRole('radio', { name: /Professional/ })).toBeChecked();
    await userEvent.click(onboarding.getByRole('radio', { name: /Enterprise/ }));
    await userEvent.click(onboarding.getByRole('button', { name: 'Continue to Payment' }));

    await expect(await onboarding.findByRole('heading', { name: 'Secure Payment' })).toBeVisible();
    await expect(onboarding.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment');
    await expect(onboarding.getByRole('button', { name: 'Pay $4,995 Securely' })).toBeEnabled();
  },
};

/**
 * The Credits tab (spec part 1 §2, §8, §9; decision 16): the customers who have not used the one
 * $200 credit, and applying it with '$200 maintenance credit has been applied'.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

describe('the Credits tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists the customers who have not used the credit (not Alan, who has; not the admin)', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Credits');
    const list = await within(panel).findByRole('list', { name: 'Customers who can receive the credit' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Ada Lovelace', 'Katherine Johnson']);
  });

  it("applies the credit: '$200 maintenance credit has been applied', and the row says so", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Credits');
    await user.click(
      await within(panel).findByRole('button', { name: 'Apply $200 Credit Katherine Johnson' }),
    );
    await expectToast('Success', '$200 maintenance credit has been applied');
    const katherine = within(panel).getByRole('listitem', { name: 'Katherine Johnson' });
    expect(within(katherine).getByText('$200.00 credit applied')).toBeInTheDocument();
    expect(within(katherine).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when applying failed', async () => {
    server.use(scenario('applyMaintenanceCredit', 'error', { status: 409 }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Credits');
    await user.click(await within(panel).findByRole('button', { name: 'Apply $200 Credit Ada Lovelace' }));
    await expectToast('Error', 'Failed to apply the maintenance credit');
  });

  it("says 'Failed to fetch customers' when the list cannot be read", async () => {
    server.use(scenario('adminCustomers', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Credits');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch customers');
  });
});

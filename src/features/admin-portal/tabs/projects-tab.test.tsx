/**
 * The Projects tab (spec part 1 §2; issue 11's delivery tracker) against the shared mock API:
 * every project with client email, status badge, amounts and website; the nearest deadline first,
 * overdue ones marked; moving a project to in progress or completed; a failed read.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, expectToast, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

const projectItems = (panel: HTMLElement) =>
  within(within(panel).getByRole('list', { name: 'Projects, nearest delivery deadline first' })).getAllByRole(
    'listitem',
    { name: (name) => name !== '' },
  );

describe('the Projects tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists every project, the nearest delivery deadline first, overdue ones marked', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Projects');
    await within(panel).findByText('Projects past their delivery deadline: 1');
    const names = projectItems(panel).map((item) => within(item).getByRole('heading').textContent);
    expect(names).toEqual([
      // Enterprise deposit paid 30 h ago: 6 h overdue.
      'Bletchley Ciphers',
      // Startup paid 46 h ago: 2 h left.
      'Poetical Science',
      // Enterprise paid 3 h ago: 21 h left.
      'Lovelace Notes',
      // Not paid: the clock has not started.
      'Difference Engine Museum',
      // Delivered.
      'Analytical Engines Ltd',
    ]);
    const [overdue, dueSoon, , unpaid, delivered] = projectItems(panel);
    expect(within(overdue!).getByText('Overdue')).toBeInTheDocument();
    expect(within(overdue!).getByText(/^Overdue by (5 hr, 59 min|6 hr)/)).toBeInTheDocument();
    expect(within(overdue!).getByText('PAID DEPOSIT')).toBeInTheDocument();
    expect(within(overdue!).getByText('Paid $1,498.50 of $4,995.00')).toBeInTheDocument();
    expect(within(overdue!).getByText(/alan@bletchley\.example\.com/)).toBeInTheDocument();
    expect(within(dueSoon!).getByText('Due soon')).toBeInTheDocument();
    expect(within(dueSoon!).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(unpaid!).getByText('Starts when paid')).toBeInTheDocument();
    expect(within(delivered!).getByText('Delivered on time')).toBeInTheDocument();
    expect(
      within(delivered!).getByRole('link', { name: /analytical-engines\.example\.com/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it("moves a project to in progress, then completed: the badge, the tracker and 'Project Updated'", async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Projects');
    await within(panel).findAllByRole('listitem');
    const museum = () =>
      projectItems(panel).find((item) =>
        within(item).queryByRole('heading', { name: 'Difference Engine Museum' }),
      )!;
    await user.click(
      within(museum()).getByRole('button', { name: 'Move to In Progress Difference Engine Museum' }),
    );
    await expectToast('Project Updated', 'Difference Engine Museum is now IN PROGRESS.');
    expect(within(museum()).getByText('IN PROGRESS')).toBeInTheDocument();
    expect(within(museum()).getByRole('button', { name: /^Move to In Progress/ })).toBeDisabled();
    await user.click(within(museum()).getByRole('button', { name: /^Move to Completed/ }));
    await expectToast('Project Updated', 'Difference Engine Museum is now COMPLETED.');
    expect(within(museum()).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(museum()).getByText('Delivered')).toBeInTheDocument();
  });

  it("says when a move failed: 'Failed to update project'", async () => {
    server.use(scenario('updateProjectStatus', 'error'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Projects');
    await within(panel).findAllByRole('listitem');
    await user.click(within(panel).getByRole('button', { name: 'Move to Completed Poetical Science' }));
    await expectToast('Error', 'Failed to update project');
  });

  it("says when the list could not be read: 'Failed to fetch projects', and tries again", async () => {
    server.use(scenario('adminProjects', 'error', { once: true }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Projects');
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch projects');
    expect(alert).toHaveTextContent('500: Internal Server Error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('heading', { name: 'Bletchley Ciphers' })).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    server.use(scenario('adminProjects', 'empty'));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Projects');
    expect(await within(panel).findByText('No projects yet.')).toBeInTheDocument();
  });
});

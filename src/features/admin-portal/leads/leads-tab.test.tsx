/**
 * The Leads tab (decision 25): the stored leads newest first, each with its score and a line that
 * says which weights of spec part 1 §9 made it.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scenario } from '@mocks/scenarios';
import { setupMockApi } from '@src/testing/mock-api';
import { WHOLE_APP_TIMEOUT, openAdminPortal, openTab } from '@src/testing/admin-portal-page';

const server = setupMockApi();

describe('the Leads tab', { timeout: WHOLE_APP_TIMEOUT }, () => {
  it('lists the leads newest first with the score and where it came from', async () => {
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Leads');
    const list = await within(panel).findByRole('list', { name: 'Leads, newest first' });
    const [dubai, health, ada] = within(list).getAllByRole('listitem');
    expect(dubai).toHaveTextContent('founder@desert-fintech.example.com');
    expect(within(dubai!).getByText('Project')).toBeInTheDocument();
    expect(within(dubai!).getByTestId('lead-score')).toHaveTextContent('100');
    expect(within(dubai!).getByTestId('lead-explanation')).toHaveTextContent(
      'Base 50 · page “emergency-website” +30 · industry “fintech” +25 · city “dubai” +20 · source “google” +15 · medium “cpc” +10 · campaign “emergency” +15 · capped at 100',
    );
    expect(within(health!).getByText('Anonymous visitor')).toBeInTheDocument();
    expect(within(health!).getByTestId('lead-explanation')).toHaveTextContent('Base 50 · source “bing” +10');
    expect(within(ada!).getByTestId('lead-explanation')).toHaveTextContent(
      'Base 50 · page “professional” +20',
    );
  });

  it("says 'Failed to fetch leads' when they cannot be read, and when there are none", async () => {
    server.use(scenario('adminLeads', 'error', { once: true }));
    const { user } = await openAdminPortal({ signedIn: true });
    const panel = await openTab(user, 'Leads');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Failed to fetch leads');
    server.use(scenario('adminLeads', 'empty'));
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('No leads yet.')).toBeInTheDocument();
  });
});

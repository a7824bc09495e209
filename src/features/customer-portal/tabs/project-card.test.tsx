/**
 * The customer's project cards with the delivery tracker, over the mock API: from the payment on,
 * the time left (or how late), the state and the steps paid → in progress → completed.
 */
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { deliveryDeadlineFor } from '@contract/catalogue';
import { db } from '@mocks/db';
import { projects } from '@mocks/fixtures';
import { setupMockApi } from '@src/testing/mock-api';
import { PORTAL_TEST_TIMEOUT, openSignedInPortal, tabNamed } from '../portal-test-kit';

setupMockApi();
afterEach(() => localStorage.clear());

const HOUR_MS = 60 * 60 * 1000;

/** Ada's project card in the Projects tab, once the projects have loaded. */
const projectCard = async (companyName: string) => {
  const { user, dialog } = await openSignedInPortal('customer');
  await user.click(within(dialog).getByRole('tab', { name: tabNamed('Projects') }));
  const panel = within(dialog).getByRole('tabpanel');
  return within(await within(panel).findByRole('article', { name: companyName }));
};

const fixture = (companyName: string) => {
  const project = projects.find((candidate) => candidate.companyName === companyName);
  if (!project) throw new Error(`No fixture project '${companyName}'`);
  return project;
};

/** The steps' text as a screen reader reads them: "Paid, done", "In progress, current step"… */
const steps = (card: ReturnType<typeof within>) =>
  within(card.getByRole('list', { name: 'Delivery progress' }))
    .getAllByRole('listitem')
    .map((step) => step.textContent);

describe('the project cards’ delivery tracker', { timeout: PORTAL_TEST_TIMEOUT }, () => {
  it('shows the hours left of a paid project in progress, and its step under way', async () => {
    const project = fixture('Poetical Science');
    const hoursLeft = Math.floor((Date.parse(project.deliveryDeadline!) - Date.now()) / HOUR_MS);
    const card = await projectCard('Poetical Science');
    expect(card.getByText('IN PROGRESS')).toBeInTheDocument();
    expect(card.getByTestId('delivery-countdown')).toHaveTextContent(
      new RegExp(`^${hoursLeft} hr, \\d+ min left$`),
    );
    expect(card.getByText('Due soon')).toBeInTheDocument();
    expect(card.getByText('48-hour delivery or $500 off')).toBeInTheDocument();
    expect(steps(card)).toEqual([
      expect.stringMatching(/^Paid, done/),
      expect.stringMatching(/^In progress, current step/),
      'Completed, not yet',
    ]);
  });

  it('says when a project is overdue, and that the guarantee discount applies', async () => {
    const index = db.projects.findIndex(({ companyName }) => companyName === 'Poetical Science');
    const paidAt = new Date(Date.now() - 50.75 * HOUR_MS);
    db.projects[index] = {
      ...db.projects[index]!,
      paidAt: paidAt.toISOString(),
      deliveryDeadline: deliveryDeadlineFor('startup', paidAt).toISOString(),
    };
    const card = await projectCard('Poetical Science');
    expect(card.getByText('Overdue')).toBeInTheDocument();
    expect(card.getByTestId('delivery-countdown')).toHaveTextContent(/^Overdue by 2 hr, 4\d min$/);
    expect(card.getByText('The $500 delivery guarantee discount applies.')).toBeInTheDocument();
  });

  it('shows a completed project with every step done, on time, and the live-site message', async () => {
    const card = await projectCard('Analytical Engines Ltd');
    expect(card.getByText('COMPLETED')).toBeInTheDocument();
    expect(card.getByText('Your website is live!')).toBeInTheDocument();
    expect(card.getByText('Delivered on time')).toBeInTheDocument();
    // Paid 2025-02-01 10:00, delivered 34 hours later: 14 hours before the 48-hour deadline.
    expect(card.getByTestId('delivery-countdown')).toHaveTextContent('Delivered 14 hr before the deadline');
    expect(steps(card)).toEqual([
      expect.stringMatching(/^Paid, done/),
      expect.stringMatching(/^In progress, done/),
      expect.stringMatching(/^Completed, done/),
    ]);
  });

  it('shows no tracker before the project is paid', async () => {
    const card = await projectCard('Difference Engine Museum');
    expect(card.getByText('PENDING')).toBeInTheDocument();
    expect(card.queryByRole('list', { name: 'Delivery progress' })).not.toBeInTheDocument();
    expect(card.queryByTestId('delivery-countdown')).not.toBeInTheDocument();
    expect(card.queryByText('Starts when paid')).not.toBeInTheDocument();
  });
});

/** The fixed links' generated state stories render the real deposit panel in their state. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStateStory } from '../support/render-state-story';
import { machineView } from './fixed-link.machine-view';

describe('fixed link state stories', () => {
  it.each([
    ['Panel closed', false, null],
    ['Opening the link', true, 'true'],
    ['Link failed', true, 'false'],
  ] as const)('render %s in the real deposit panel', async (name, open, busy) => {
    await renderStateStory(machineView, name, 'States/Fixed link');
    const toggle = await screen.findByRole('button', { name: 'Skip to $99 Deposit' });
    expect(toggle).toHaveAttribute('aria-expanded', String(open));
    const pay = screen.queryByRole('button', { name: /^Pay \$99 Deposit/ });
    expect(pay?.getAttribute('aria-busy') ?? null).toBe(busy);
  });
});

import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { settleLoads } from '@src/lib/pending-loads';
import { deferred, type ActivatableProps, type PlaceholderProps } from './deferred';

/** A component that reads the press when it mounts, as the portal's dialog and the menus do. */
function Panel({ activated }: ActivatableProps) {
  const [open] = useState(Boolean(activated));
  return <p>{open ? 'Panel open' : 'Panel shut'}</p>;
}

/** The placeholder hands its press out, as a page event's listener would receive it. */
const deferredPanel = () => {
  let release = () => {};
  const idle = new Promise<void>((resolve) => (release = resolve));
  let press: PlaceholderProps['onActivate'] = () => {};
  const Deferred = deferred(
    () => Promise.resolve(Panel),
    function PanelPlaceholder({ onActivate }: PlaceholderProps) {
      press = onActivate;
      return <p>Placeholder</p>;
    },
    { loadWhen: () => idle },
  );
  return { Deferred, release, press: () => press() };
};

describe('deferred', () => {
  it('shows the placeholder, then the component unpressed once the page is idle', async () => {
    const panel = deferredPanel();
    render(<panel.Deferred />);
    expect(screen.getByText('Placeholder')).toBeInTheDocument();
    await act(async () => {
      panel.release();
      await settleLoads();
    });
    expect(await screen.findByText('Panel shut')).toBeInTheDocument();
  });

  it('opens the component pressed on the placeholder', async () => {
    const panel = deferredPanel();
    render(<panel.Deferred />);
    act(() => panel.press());
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
  });

  it('opens the component when the press reaches the page after the idle load has put it there', async () => {
    // The race seen under load: the placeholder took the press while the idle load's transition was
    // on its way, and React committed that transition (the component, unpressed) before the press.
    const panel = deferredPanel();
    render(<panel.Deferred />);
    await act(async () => {
      panel.release();
      await settleLoads();
    });
    await screen.findByText('Panel shut');
    act(() => panel.press());
    expect(await screen.findByText('Panel open')).toBeInTheDocument();
  });
});

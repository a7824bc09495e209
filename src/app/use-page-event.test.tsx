import { render, screen } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { dispatchPageEvent } from './page-events';
import { usePageEvent } from './use-page-event';

function Listener() {
  const [heard, setHeard] = useState(0);
  usePageEvent('openCustomerPortal', () => setHeard((count) => count + 1));
  return <p>Heard {heard}</p>;
}

/** Fires the event in the same commit that puts the listener on the page. */
function FiresOnCommit() {
  useLayoutEffect(() => dispatchPageEvent('openCustomerPortal'), []);
  return null;
}

describe('usePageEvent', () => {
  it('hears an event fired in the commit that shows the component (a feature replacing its placeholder)', () => {
    render(
      <>
        <Listener />
        <FiresOnCommit />
      </>,
    );
    expect(screen.getByText('Heard 1')).toBeInTheDocument();
  });

  it('stops listening when the component leaves the page', () => {
    const heard: string[] = [];
    function Recorder() {
      usePageEvent('openCustomerLogin', () => heard.push('login'));
      return null;
    }
    const { unmount } = render(<Recorder />);
    dispatchPageEvent('openCustomerLogin');
    unmount();
    dispatchPageEvent('openCustomerLogin');
    expect(heard).toEqual(['login']);
  });
});

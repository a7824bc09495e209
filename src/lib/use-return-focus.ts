/**
 * Focus goes back where it was when a dialog opened by the page (not by a trigger of its own)
 * closes. Radix gives it back to the dialog's trigger, and these dialogs open on page events, so
 * they remember the element that had focus. Spread onto a dialog's content.
 */
import { useRef } from 'react';

export interface ReturnFocusProps {
  onOpenAutoFocus: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

export const useReturnFocus = (): ReturnFocusProps => {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      const element = opener.current;
      opener.current = null;
      if (!element?.isConnected || element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
};

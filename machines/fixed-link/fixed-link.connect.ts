/** View props of a fixed payment link: its button, and the deposit panel's toggle. */
import type { SnapshotFrom } from 'xstate';
import { actionProps, type ActionProps } from '../shared/view-props';
import type { FixedLinkEvent, FixedLinkMachine } from './fixed-link.machine';

export interface FixedLinkView {
  /** The link is being asked for; its tab is already open. */
  isOpening: boolean;
  isPanelOpen: boolean;
  /** The button that opens the link in a new tab. */
  getOpenButtonProps: () => ActionProps;
  /** The button that shows or hides the panel (a disclosure). */
  getPanelToggleProps: () => { 'aria-expanded': boolean; onClick: () => void };
  onOpen: () => void;
}

export const connect = (
  snapshot: SnapshotFrom<FixedLinkMachine>,
  send: (event: FixedLinkEvent) => void,
): FixedLinkView => {
  const isOpening = snapshot.hasTag('opening');
  const isPanelOpen = snapshot.hasTag('panelOpen');
  const onOpen = () => send({ type: 'link.open' });
  return {
    isOpening,
    isPanelOpen,
    getOpenButtonProps: () => actionProps({ enabled: !isOpening, busy: isOpening, onClick: onOpen }),
    getPanelToggleProps: () => ({
      'aria-expanded': isPanelOpen,
      onClick: () => send({ type: 'panel.toggle' }),
    }),
    onOpen,
  };
};

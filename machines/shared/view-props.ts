/**
 * What a view spreads onto an element, as chakra-ui/zag's `connect` returns it: the machine
 * decides whether a control works and whether its call is running, the view only renders. A
 * disabled control is `disabled`; a running one is also `aria-busy`; `data-state` names the state
 * for styling and for tests.
 */

/** The props of a button that sends one event. */
export interface ActionProps {
  disabled: boolean;
  'aria-busy': boolean;
  'data-state': 'idle' | 'busy' | 'disabled';
  onClick: () => void;
}

export interface ActionState {
  /** The machine accepts the event now (`snapshot.can(event)`). */
  enabled: boolean;
  /** This control's own call is running (its spinner shows). */
  busy?: boolean;
  onClick: () => void;
}

export const actionProps = ({ enabled, busy = false, onClick }: ActionState): ActionProps => ({
  disabled: !enabled,
  'aria-busy': busy,
  'data-state': busy ? 'busy' : enabled ? 'idle' : 'disabled',
  onClick,
});

/** The props of a text field bound to the machine's context. */
export interface FieldProps {
  value: string;
  disabled: boolean;
  'aria-invalid'?: boolean;
  onChange: (event: { target: { value: string } }) => void;
}

export const fieldProps = ({
  value,
  enabled = true,
  invalid,
  onValue,
}: {
  value: string;
  enabled?: boolean;
  invalid?: boolean;
  onValue: (value: string) => void;
}): FieldProps => ({
  value,
  disabled: !enabled,
  ...(invalid === undefined ? {} : { 'aria-invalid': invalid }),
  onChange: (event) => onValue(event.target.value),
});

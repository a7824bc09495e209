/**
 * The footer of a form dialog: Cancel, any other actions, then the submit button, which shows a
 * spinner and its busy label while the form is being sent. The machine's props (disabled,
 * aria-busy, data-state) pass through to each button; the submit button's click is the form's.
 */
import { Button, Flex, Spinner } from '@radix-ui/themes';
import type { ComponentProps, ReactNode } from 'react';

type ButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'>;

export interface DialogActionsProps {
  cancelLabel: string;
  cancel: ButtonProps;
  submit: {
    label: string;
    busyLabel: string;
    /** The icon beside the label; the spinner takes its place while busy. */
    icon: ReactNode;
    busy: boolean;
    props: Omit<ButtonProps, 'onClick'>;
  };
  /** Actions between Cancel and submit (a preview toggle). */
  children?: ReactNode;
}

export function DialogActions({ cancelLabel, cancel, submit, children }: DialogActionsProps) {
  return (
    <Flex gap="3" justify="end" wrap="wrap" mt="2">
      <Button type="button" variant="soft" color="gray" {...cancel}>
        {cancelLabel}
      </Button>
      {children}
      <Button type="submit" {...submit.props}>
        {submit.busy ? <Spinner /> : submit.icon}
        {submit.busy ? submit.busyLabel : submit.label}
      </Button>
    </Flex>
  );
}

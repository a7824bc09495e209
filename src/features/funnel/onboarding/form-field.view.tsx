import { Flex, Text } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';

export interface FieldIds {
  id: string;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: string;
  hint?: ReactNode;
  /** Renders the control with the ids that tie it to its label and hint. */
  children: (ids: FieldIds) => ReactNode;
}

/** A label above its control, and a hint under it that the control names as its description. */
export function FormField({ label, hint, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children({ id, ...(hint ? { 'aria-describedby': hintId } : {}) })}
      {hint && (
        <Text id={hintId} size="1" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  );
}

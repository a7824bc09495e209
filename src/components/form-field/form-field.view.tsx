import { Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type ComponentProps } from 'react';

interface FormFieldProps extends Omit<ComponentProps<typeof TextField.Root>, 'id'> {
  label: string;
  /** Shown after the label in grey ("optional"). */
  hint?: string;
}

/** A labelled text field of the portal's forms; the form reads its value by `name` on submit. */
export function FormField({ label, hint, ...input }: FormFieldProps) {
  const id = useId();
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
        {hint && (
          <Text color="gray" weight="regular">
            {' '}
            ({hint})
          </Text>
        )}
      </Text>
      <TextField.Root id={id} size="3" {...input} />
    </Flex>
  );
}

/** The trimmed text of a submitted form's field. */
export const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The frame of a sign-in step: a form under an icon, its heading and one line of help. */
import { Flex, Heading, Text } from '@radix-ui/themes';
import type { FormEvent, ReactNode } from 'react';

export interface SignInStepProps {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  onSubmit: () => void;
  children: ReactNode;
}

export function SignInStep({ id, icon, title, description, onSubmit, children }: SignInStepProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Flex direction="column" gap="4" maxWidth="400px" mx="auto" py="2">
        <Flex direction="column" align="center" gap="2">
          {icon}
          <Heading as="h3" size="5" id={`${id}-title`} align="center">
            {title}
          </Heading>
          <Text size="2" color="gray" align="center" id={`${id}-hint`}>
            {description}
          </Text>
        </Flex>
        {children}
      </Flex>
    </form>
  );
}

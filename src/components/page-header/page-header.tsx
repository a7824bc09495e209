import { Container, Heading, Section } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's h1 (the document title comes from the page's `PageHead`). */
  title: string;
  children?: ReactNode;
}

/** A page's heading block: its one h1. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <Section size="2" px="4">
      <Container size="3">
        <Heading as="h1" size={{ initial: '7', md: '8' }} mb="3">
          {title}
        </Heading>
        {children}
      </Container>
    </Section>
  );
}

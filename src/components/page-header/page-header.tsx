import { Container, Heading, Section } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { siteConfig } from '../../lib/site-config';

interface PageHeaderProps {
  /** The page's h1, also used for the document title. */
  title: string;
  children?: ReactNode;
}

/** A page's heading block; React hoists the `<title>` into the document head. */
export function PageHeader({ title, children }: PageHeaderProps) {
  return (
    <Section size="2" px="4">
      <title>{`${title} | ${siteConfig.brandName}`}</title>
      <Container size="3">
        <Heading as="h1" size={{ initial: '7', md: '8' }} mb="3">
          {title}
        </Heading>
        {children}
      </Container>
    </Section>
  );
}

import { Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  /** The section's anchor; its heading is `<id>-title`, which names the section for screen readers. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** A tinted band sets a section apart from its neighbours; the accent band is the closing call. */
  tone?: 'plain' | 'tinted' | 'accent';
  children: ReactNode;
}

/** A section of the home page: its anchor, an h2 that labels it, a subtitle and the content. */
export function HomeSection({ id, title, subtitle, tone = 'plain', children }: HomeSectionProps) {
  return (
    <Section
      id={id}
      size={{ initial: '2', md: '3' }}
      px="4"
      aria-labelledby={`${id}-title`}
      className={`home-section home-section--${tone}`}
    >
      <Container size="4">
        <Flex direction="column" align="center" gap="3" mb="6">
          <Heading as="h2" id={`${id}-title`} size={{ initial: '7', md: '8' }} align="center">
            {title}
          </Heading>
          {subtitle ? (
            <Text as="p" size="4" color="gray" align="center" className="home-section__subtitle">
              {subtitle}
            </Text>
          ) : null}
        </Flex>
        {children}
      </Container>
    </Section>
  );
}

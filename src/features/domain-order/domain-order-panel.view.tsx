import { Container, Flex, Section } from '@radix-ui/themes';
import type { DomainOrderView } from '@machines/domain-order';
import { DomainExtensions } from './domain-extensions.view';
import { DomainHelp } from './domain-help.view';
import { DomainRegistration } from './domain-registration.view';
import { DomainResults } from './domain-results.view';
import { DomainSearch } from './domain-search.view';

/** The domains page: the search hero, its results, the extensions and their prices, help; the form in its dialog. */
export function DomainOrderPanel({ view }: { view: DomainOrderView }) {
  return (
    <>
      <DomainSearch view={view} />
      <Section size="2" px="4">
        <Container size="3">
          <Flex direction="column" gap="8">
            <DomainResults view={view} />
            <DomainExtensions view={view} />
            <DomainHelp />
          </Flex>
        </Container>
      </Section>
      <DomainRegistration view={view} />
    </>
  );
}

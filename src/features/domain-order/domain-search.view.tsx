import { Search } from 'lucide-react';
import {
  Box,
  Button,
  Container,
  Flex,
  Heading,
  Section,
  Select,
  Spinner,
  Text,
  TextField,
} from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Tld } from '@contract/catalogue';
import type { DomainOrderView } from '@machines/domain-order';

/** The hero: the page's heading, the name and its extension; Enter searches. */
export function DomainSearch({ view }: { view: DomainOrderView }) {
  const { t } = useTranslation();
  return (
    <Box style={{ background: 'linear-gradient(180deg, var(--accent-3), var(--color-background))' }}>
      <Section size={{ initial: '2', md: '3' }} px="4">
        <Container size="3">
          <Flex direction="column" gap="4" align="center" className="site-centred">
            <Heading as="h1" size={{ initial: '8', md: '9' }}>
              {t('pages.domains.title')}
            </Heading>
            <Text as="p" size={{ initial: '3', md: '4' }} color="gray" style={{ maxWidth: '40rem' }}>
              {t('domains.hero.subtitle')}
            </Text>
            <Box asChild width="100%" maxWidth="44rem">
              <form {...view.getSearchFormProps()} role="search" aria-label={t('domains.search.region')}>
                <Flex gap="2" direction={{ initial: 'column', sm: 'row' }} width="100%">
                  <Box flexGrow="1">
                    <TextField.Root
                      size="3"
                      aria-label={t('domains.search.label')}
                      placeholder={t('domains.search.placeholder')}
                      autoComplete="off"
                      spellCheck={false}
                      {...view.getQueryFieldProps()}
                    >
                      <TextField.Slot>
                        <Search size={16} aria-hidden />
                      </TextField.Slot>
                    </TextField.Root>
                  </Box>
                  <Select.Root
                    size="3"
                    value={view.tld}
                    onValueChange={(value) => view.onTldChange(value as Tld)}
                  >
                    <Select.Trigger aria-label={t('domains.search.tldLabel')} />
                    <Select.Content position="popper">
                      {view.tlds.map((tld) => (
                        <Select.Item key={tld} value={tld}>
                          <span dir="ltr">.{tld}</span>
                        </Select.Item>
                      ))}
                    </Select.Content>
                  </Select.Root>
                  <Button size="3" {...view.getSearchButtonProps()}>
                    {view.isSearching && <Spinner />}
                    {view.isSearching ? t('domains.search.searching') : t('domains.search.submit')}
                  </Button>
                </Flex>
              </form>
            </Box>
          </Flex>
        </Container>
      </Section>
    </Box>
  );
}

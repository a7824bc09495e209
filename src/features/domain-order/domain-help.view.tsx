import { Headset } from 'lucide-react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { PhoneButton } from '@src/components/phone-link/phone-button';

/** The help section: a person to call about choosing and connecting a name. */
export function DomainHelp() {
  const { t } = useTranslation();
  return (
    <Card size="3" asChild>
      <section aria-labelledby="domain-help-title">
        <Flex
          gap="4"
          align={{ initial: 'start', sm: 'center' }}
          direction={{ initial: 'column', sm: 'row' }}
          justify="between"
        >
          <Flex gap="3" align="start">
            <Text color="indigo" asChild>
              {/* Kept at its size beside a long text (it shrank to a dot on phones). */}
              <Headset size={28} aria-hidden style={{ flexShrink: 0 }} />
            </Text>
            <Flex direction="column" gap="1">
              <Heading as="h2" size="5" id="domain-help-title">
                {t('domains.help.title')}
              </Heading>
              <Text as="p" color="gray">
                {t('domains.help.description')}
              </Text>
            </Flex>
          </Flex>
          <PhoneButton label="domains_help" text={t('domains.help.call')} />
        </Flex>
      </section>
    </Card>
  );
}

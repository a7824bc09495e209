import type { LucideIcon } from 'lucide-react';
import { ClipboardList, MonitorCheck, Rocket } from 'lucide-react';
import { Box, Flex, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { MARKETING } from '@contract/catalogue';

const STEPS: readonly { key: 'details' | 'start' | 'launch'; Icon: LucideIcon }[] = [
  { key: 'details', Icon: ClipboardList },
  { key: 'start', Icon: Rocket },
  { key: 'launch', Icon: MonitorCheck },
];

/** What happens after the payment, in order. */
export function NextSteps() {
  const { t } = useTranslation();
  return (
    <Flex direction="column" gap="3">
      <Heading as="h2" size="4">
        {t('paymentSuccess.nextSteps.title')}
      </Heading>
      <Flex asChild direction="column" gap="3" m="0" p="0" style={{ listStyle: 'none' }}>
        <ol>
          {STEPS.map(({ key, Icon }) => (
            <Flex asChild key={key} gap="3" align="start">
              <li>
                <Flex
                  align="center"
                  justify="center"
                  flexShrink="0"
                  width="32px"
                  height="32px"
                  style={{ borderRadius: '50%', background: 'var(--accent-3)', color: 'var(--accent-11)' }}
                  aria-hidden
                >
                  <Icon size={16} />
                </Flex>
                <Box>
                  <Text as="p" weight="bold">
                    {t(`paymentSuccess.nextSteps.${key}.title`)}
                  </Text>
                  <Text as="p" size="2" color="gray">
                    {t(`paymentSuccess.nextSteps.${key}.description`, {
                      hours: MARKETING.workStartsWithinHours,
                    })}
                  </Text>
                </Box>
              </li>
            </Flex>
          ))}
        </ol>
      </Flex>
    </Flex>
  );
}

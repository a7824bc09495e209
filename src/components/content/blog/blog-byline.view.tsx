import { Flex, Text } from '@radix-ui/themes';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '@src/lib/site-config';

function Item({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="1" align="center">
      {icon}
      <Text size="2" color="gray">
        {children}
      </Text>
    </Flex>
  );
}

/** The team as author and the fixed reading time (spec part 2 §2, /blog), after the date when given. */
export function BlogByline({ date }: { date?: { text: string; dateTime: string } }) {
  const { t } = useTranslation();
  return (
    <Flex gap="4" wrap="wrap" align="center">
      {date && (
        <Item icon={<CalendarDays size={14} aria-hidden />}>
          <time dateTime={date.dateTime}>{date.text}</time>
        </Item>
      )}
      <Item icon={<UserRound size={14} aria-hidden />}>
        {t('blog.author', { brand: siteConfig.brandName })}
      </Item>
      <Item icon={<Clock size={14} aria-hidden />}>{t('blog.readTime')}</Item>
    </Flex>
  );
}

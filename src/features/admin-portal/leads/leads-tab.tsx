/**
 * The stored leads (decision 25; GET /api/admin/leads), newest first, each with its score and
 * where the score came from.
 */
import { Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '@src/api/route-query';
import type { Lead } from '@contract/tracking';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { LeadRow } from './lead-row.view';

function LeadList({ leads }: { leads: readonly Lead[] }) {
  const { t } = useTranslation();
  if (leads.length === 0) return <ListEmpty>{t('admin.leads.empty')}</ListEmpty>;
  const newestFirst = [...leads].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('admin.leads.description')}
      </Text>
      <Flex asChild direction="column" gap="2" m="0" p="0">
        <ul aria-label={t('admin.leads.listLabel')}>
          {newestFirst.map((lead) => (
            <LeadRow key={lead.id} lead={lead} />
          ))}
        </ul>
      </Flex>
    </Flex>
  );
}

export function LeadsTab() {
  const { t } = useTranslation();
  return (
    <QueryView
      query={useQuery(routeQuery('adminLeads'))}
      loading={t('admin.leads.loading')}
      failed={t('admin.leads.failed')}
    >
      {(leads) => <LeadList leads={leads} />}
    </QueryView>
  );
}

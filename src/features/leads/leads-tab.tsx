/**
 * The stored leads (decision 25; GET /api/admin/leads), newest first, each with its score and
 * where the score came from.
 */
import { Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routeQuery } from '../../api/route-query';
import { ListEmpty, ListFailed, ListSkeleton } from '../admin-tab/list-states.view';
import { LeadRow } from './lead-row.view';

export function LeadsTab() {
  const { t } = useTranslation();
  const leads = useQuery(routeQuery('adminLeads'));
  if (leads.isPending) return <ListSkeleton label={t('admin.leads.loading')} />;
  if (leads.isError) {
    return (
      <ListFailed title={t('admin.leads.failed')} error={leads.error} onRetry={() => void leads.refetch()} />
    );
  }
  if (leads.data.length === 0) return <ListEmpty>{t('admin.leads.empty')}</ListEmpty>;
  const newestFirst = [...leads.data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
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

/**
 * Credits (spec part 1 §2, §9; decision 16): the customers who have not used the one $200
 * maintenance credit, each with Apply, or the credit already waiting on their account.
 */
import { BadgeCheck, BadgePercent } from 'lucide-react';
import { Badge, Button, Card, Flex, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@contract/catalogue';
import type { Customer } from '@contract/entities';
import { fullName } from '@src/components/admin-customers/customer-list.view';
import { ListEmpty, QueryView } from '@src/components/list-states/list-states.view';
import { useAdminCustomers } from '@src/components/admin-customers/use-admin-lists';
import { CREDIT_AMOUNT, useApplyCredit } from './use-apply-credit';

/** Customers who may still get or use the credit (admins are staff, not customers). */
export const creditCandidates = (customers: readonly Customer[]): Customer[] =>
  customers.filter((customer) => !customer.isAdmin && !customer.hasUsedMaintenanceCredit);

function CreditRow({
  customer,
  applying,
  busy,
  onApply,
}: {
  customer: Customer;
  applying: boolean;
  busy: boolean;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const name = fullName(customer);
  return (
    <Card size="1" asChild>
      <li aria-label={name}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" minWidth="0">
            <Text weight="bold">{name}</Text>
            <Text size="2" color="gray" className="admin-text-wrap">
              <bdi>{customer.email}</bdi>
            </Text>
          </Flex>
          {customer.maintenanceCredit > 0 ? (
            <Badge color="green" variant="soft" size="2">
              <BadgeCheck size={14} aria-hidden />
              {t('admin.credits.waiting', { amount: formatCents(customer.maintenanceCredit) })}
            </Badge>
          ) : (
            <Button size="2" disabled={busy} aria-busy={applying || undefined} onClick={onApply}>
              {applying ? <Spinner /> : <BadgePercent size={16} aria-hidden />}
              {t('admin.credits.apply', { amount: CREDIT_AMOUNT })}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
          )}
        </Flex>
      </li>
    </Card>
  );
}

function CreditList({ customers }: { customers: readonly Customer[] }) {
  const { t } = useTranslation();
  const credit = useApplyCredit();
  const candidates = creditCandidates(customers);
  return (
    <Flex direction="column" gap="3">
      <Text size="2" color="gray">
        {t('admin.credits.description', { amount: CREDIT_AMOUNT })}
      </Text>
      {candidates.length === 0 ? (
        <ListEmpty>{t('admin.credits.empty')}</ListEmpty>
      ) : (
        <Flex asChild direction="column" gap="2" m="0" p="0">
          <ul aria-label={t('admin.credits.listLabel')}>
            {candidates.map((customer) => (
              <CreditRow
                key={customer.id}
                customer={customer}
                applying={credit.applyingTo === customer.id}
                busy={credit.applyingTo !== undefined}
                onApply={() => credit.apply(customer)}
              />
            ))}
          </ul>
        </Flex>
      )}
    </Flex>
  );
}

export function CreditsTab() {
  const { t } = useTranslation();
  return (
    <QueryView
      query={useAdminCustomers()}
      loading={t('admin.customers.loading')}
      failed={t('admin.customers.failed')}
    >
      {(customers) => <CreditList customers={customers} />}
    </QueryView>
  );
}

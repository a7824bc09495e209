/**
 * The customers with their Message and Delete actions (spec part 1 §2): one list for the customer
 * portal's Admin tab and the admin portal's Customers tab.
 */
import { MessageSquare, Trash2 } from 'lucide-react';
import { Badge, Button, Card, Flex, Spinner, Text, VisuallyHidden } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { Customer } from '@contract/entities';
import type { CustomerDeletionView } from '@machines/customer-deletion';
import { useLanguage } from '@src/i18n/use-language';

export const fullName = (customer: Pick<Customer, 'firstName' | 'lastName'>): string =>
  `${customer.firstName} ${customer.lastName}`;

function CustomerRow({
  customer,
  deletion,
  onMessage,
}: {
  customer: Customer;
  deletion: CustomerDeletionView;
  onMessage: (customer: Customer) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = fullName(customer);
  const deleting = deletion.isDeleting && deletion.customerId === customer.id;
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(
    new Date(customer.createdAt),
  );
  return (
    <Card size="1" asChild>
      <li aria-label={name}>
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" minWidth="0" flexGrow="1">
            <Flex align="center" gap="2" wrap="wrap">
              <Text weight="bold">
                <bdi>{name}</bdi>
              </Text>
              {customer.isAdmin && (
                <Badge color="indigo" variant="soft">
                  {t('admin.customers.adminBadge')}
                </Badge>
              )}
            </Flex>
            <Text size="2" color="gray" className="admin-text-wrap">
              <bdi>{customer.email}</bdi>
              {customer.company && (
                <>
                  {' · '}
                  <bdi>{customer.company}</bdi>
                </>
              )}
            </Text>
            <Text size="1" color="gray">
              {t('admin.customers.since', { date: since })}
            </Text>
          </Flex>
          <Flex gap="2">
            <Button size="2" variant="soft" onClick={() => onMessage(customer)}>
              <MessageSquare size={16} aria-hidden />
              {t('admin.customers.message')}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            {/* The server refuses to delete an admin's own account: the agency would lock itself out. */}
            {!customer.isAdmin && (
              <Button
                size="2"
                variant="soft"
                color="red"
                disabled={deletion.isDeleting || deletion.isConfirming}
                aria-busy={deleting || undefined}
                onClick={() => deletion.onRequest(customer.id)}
              >
                {deleting ? <Spinner /> : <Trash2 size={16} aria-hidden />}
                {t('admin.customers.delete')}
                <VisuallyHidden> {name}</VisuallyHidden>
              </Button>
            )}
          </Flex>
        </Flex>
      </li>
    </Card>
  );
}

export interface CustomerListProps {
  customers: readonly Customer[];
  deletion: CustomerDeletionView;
  onMessage: (customer: Customer) => void;
}

export function CustomerList({ customers, deletion, onMessage }: CustomerListProps) {
  const { t } = useTranslation();
  return (
    <Flex asChild direction="column" gap="2" m="0" p="0">
      <ul aria-label={t('admin.customers.listLabel')}>
        {customers.map((customer) => (
          <CustomerRow key={customer.id} customer={customer} deletion={deletion} onMessage={onMessage} />
        ))}
      </ul>
    </Flex>
  );
}

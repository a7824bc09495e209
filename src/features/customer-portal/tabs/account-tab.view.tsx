import { Info } from 'lucide-react';
import { Callout, Card, DataList, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { formatCents } from '@contract/catalogue';
import type { Customer } from '@contract/entities';
import { ChangePasswordForm } from './change-password-form.view';
import { useDateFormat } from './tab-states.view';
import { useChangePassword } from './use-change-password';

/**
 * The account, read-only (spec part 1 §2, decision 35); a missing company or phone reads "Not
 * provided". Beside it on a wide dialog (below it on a narrow one), the password change.
 */
export function AccountTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const changePassword = useChangePassword();
  const { date } = useDateFormat();
  const notProvided = (
    <Text color="gray" style={{ fontStyle: 'italic' }}>
      {t('account.notProvided')}
    </Text>
  );
  const credit =
    customer.maintenanceCredit > 0 && !customer.hasUsedMaintenanceCredit
      ? t('account.credit.available', { amount: formatCents(customer.maintenanceCredit) })
      : customer.hasUsedMaintenanceCredit
        ? t('account.credit.used')
        : t('account.credit.none');
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <Flex direction="column" gap="4" minWidth="0">
        <Card size="3">
          <Flex direction="column" gap="4">
            <Heading as="h3" size="4">
              {t('account.title')}
            </Heading>
            <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }}>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.fields.firstName')}</DataList.Label>
                <DataList.Value>{customer.firstName}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.fields.lastName')}</DataList.Label>
                <DataList.Value>{customer.lastName}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.fields.email')}</DataList.Label>
                <DataList.Value>
                  <bdi>{customer.email}</bdi>
                </DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.fields.company')}</DataList.Label>
                <DataList.Value>{customer.company ?? notProvided}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.fields.phone')}</DataList.Label>
                <DataList.Value>{customer.phone ? <bdi>{customer.phone}</bdi> : notProvided}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.memberSince')}</DataList.Label>
                <DataList.Value>{date(customer.createdAt)}</DataList.Value>
              </DataList.Item>
              <DataList.Item>
                <DataList.Label minWidth="160px">{t('account.credit.label')}</DataList.Label>
                <DataList.Value>{credit}</DataList.Value>
              </DataList.Item>
            </DataList.Root>
          </Flex>
        </Card>
        <Callout.Root color="gray" variant="surface">
          <Callout.Icon>
            <Info size={16} />
          </Callout.Icon>
          <Callout.Text>{t('account.readOnly')}</Callout.Text>
        </Callout.Root>
      </Flex>
      <ChangePasswordForm view={changePassword} />
    </Grid>
  );
}

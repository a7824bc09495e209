/**
 * The customers and their messages, the one component of both admin places (spec part 1 §2): the
 * customer portal's Admin tab and the admin portal's Customers tab. Customers with Message and
 * Delete (after the browser's confirmation); every message in a scroll area, a customer's with
 * Reply; the 24-hour cleanup card; one send-message sub-dialog. `portal` chooses the message
 * payload and how failures are worded (spec part 1 §7, §8).
 */
import { ShieldCheck } from 'lucide-react';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Customer, Message } from '@contract/entities';
import { ApiError } from '@src/api/api-error';
import { dispatchPageEvent } from '@src/app/page-events';
import { AllMessages } from './all-messages.view';
import { CleanupCard } from './cleanup-card.view';
import { CustomerList } from './customer-list.view';
import { ListEmpty, QueryView } from '../list-states/list-states.view';
import { MessageDialog } from './message-dialog.view';
import { useAdminCustomers, useAdminMessages } from './use-admin-lists';
import { useAdminMessage, type AdminPortalKind } from './use-admin-message';
import { useCustomerDeletion } from './use-customer-deletion';
import './admin-customers.css';

/** 401 or 403: the admin-scoped token is missing or expired; the second factor gives a new one. */
const needsSecondFactor = (error: Error): boolean =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Heading as="h3" size="4" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function AdminCustomers({ portal }: { portal: AdminPortalKind }) {
  const { t } = useTranslation();
  const customers = useAdminCustomers();
  const messages = useAdminMessages();
  const deletion = useCustomerDeletion(portal);
  const message = useAdminMessage(portal);
  // Who the dialog writes to, kept while it closes.
  const [recipient, setRecipient] = useState<Customer>();
  const writeTo = (customer: Customer, subject?: string) => {
    setRecipient(customer);
    message.onOpenFor(customer.id);
    if (subject) message.onSubjectChange(subject);
  };
  const replyTo = (original: Message) => {
    const customer = customers.data?.find((entry) => entry.id === original.customerId);
    if (customer) writeTo(customer, t('admin.messages.replySubject', { subject: original.subject }));
  };

  const customerList = (
    <QueryView
      query={customers}
      loading={t('admin.customers.loading')}
      failed={t('admin.customers.failed')}
      onFailure={(error) =>
        portal === 'customerPortal' &&
        needsSecondFactor(error) && (
          <Button variant="soft" size="1" onClick={() => dispatchPageEvent('openAdminPortal')}>
            <ShieldCheck size={14} aria-hidden />
            {t('admin.customers.verify')}
          </Button>
        )
      }
    >
      {(list) =>
        list.length === 0 ? (
          <ListEmpty>{t('admin.customers.empty')}</ListEmpty>
        ) : (
          <CustomerList customers={list} deletion={deletion} onMessage={(customer) => writeTo(customer)} />
        )
      }
    </QueryView>
  );

  const messageList = (
    <QueryView query={messages} loading={t('admin.messages.loading')} failed={t('admin.messages.failed')}>
      {(list) =>
        list.length === 0 ? (
          <ListEmpty>{t('admin.messages.empty')}</ListEmpty>
        ) : (
          <AllMessages
            messages={list}
            canReply={(original) =>
              customers.data?.some((entry) => entry.id === original.customerId) ?? false
            }
            onReply={replyTo}
          />
        )
      }
    </QueryView>
  );

  return (
    <Flex direction="column" gap="5">
      <Section id={`${portal}-customers`} title={t('admin.customers.title')}>
        {customerList}
      </Section>
      <Section id={`${portal}-messages`} title={t('admin.messages.title')}>
        <Flex direction="column" gap="3">
          {messageList}
          <CleanupCard />
        </Flex>
      </Section>
      <MessageDialog view={message} customer={recipient} />
    </Flex>
  );
}

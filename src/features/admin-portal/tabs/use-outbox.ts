/** The Outbox tab's data: the outbox read, and which mail is open in the reading dialog. */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { OutboxMail } from '@contract/api/mail';
import { routeQuery } from '@src/api/route-query';

export const useOutbox = () => {
  const outbox = useQuery(routeQuery('adminOutbox'));
  const [openId, setOpenId] = useState<string | null>(null);
  const open: OutboxMail | undefined = outbox.data?.mails.find((mail) => mail.id === openId);
  return { outbox, open, onOpen: setOpenId, onClose: () => setOpenId(null) };
};

import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './portal-message.connect';
import { portalMessageFakes } from './portal-message.fakes';
import {
  portalMessageMachine,
  type MessageSender,
  type SendMessageBody,
  type SentMessage,
} from './portal-message.machine';
import { statesOfInterest } from './portal-message.states';

const start = (
  sender: MessageSender,
  send: () => Promise<SentMessage> = async () => portalMessageFakes.sendMessage(),
) => {
  const recorder = recordToasts();
  const refreshMessages = vi.fn();
  const sendMessage = vi.fn((_input: SendMessageBody) => send());
  const actor = createActor(
    portalMessageMachine.provide({
      actors: { sendMessage: fromPromise(({ input }: { input: SendMessageBody }) => sendMessage(input)) },
      actions: { showToast: recorder.showToast, refreshMessages },
    }),
    { input: { sender } },
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const write = (subject = ' Launch date ', content = ' When? ') => {
    view().onSubjectChange(subject);
    view().onContentChange(content);
  };
  const settled = () => waitFor(actor, (s) => !s.matches('sending'));
  return { actor, view, recorder, refreshMessages, sendMessage, write, settled };
};

describe('portalMessage', () => {
  it("refuses a blank subject or content: 'Missing Information'", () => {
    const { view, recorder, sendMessage, write } = start('customer');
    write('Launch date', '   ');
    expect(view().canSend).toBe(false);
    view().onSend();
    expect(sendMessage).not.toHaveBeenCalled();
    expect(englishOf(recorder.last())).toEqual({
      title: 'Missing Information',
      description: 'Please enter both subject and message content',
      variant: 'error',
    });
  });

  it("a customer sends {subject, content}: 'Message Sent', the form cleared, the lists refreshed", async () => {
    const { view, recorder, refreshMessages, sendMessage, write, settled } = start('customer');
    write();
    expect(view().canSend).toBe(true);
    view().onSend();
    expect(view()).toMatchObject({ isSending: true, canSend: false });
    await settled();
    expect(sendMessage).toHaveBeenCalledWith({ subject: 'Launch date', content: 'When?' });
    expect(view()).toMatchObject({ subject: '', content: '' });
    expect(refreshMessages).toHaveBeenCalledTimes(1);
    expect(englishOf(recorder.last())).toEqual({
      title: 'Message Sent',
      description: 'Your message has been sent successfully',
      variant: 'success',
    });
  });

  it("an admin in the customer portal's Admin tab writes in the same sub-dialog and sends {customerId, subject, content}", async () => {
    const { view, sendMessage, write, settled } = start('portalAdmin');
    expect(view().isOpen).toBe(false);
    view().onOpenFor('cus_1');
    write();
    view().onCustomerSelect(null);
    expect(view()).toMatchObject({ needsCustomer: true, canSend: false });
    view().onSend();
    expect(sendMessage).not.toHaveBeenCalled();
    view().onCustomerSelect('cus_1');
    view().onSend();
    await settled();
    expect(sendMessage).toHaveBeenCalledWith({
      customerId: 'cus_1',
      subject: 'Launch date',
      content: 'When?',
    });
    expect(view()).toMatchObject({ isOpen: false, customerId: null, subject: '' });
  });

  it('the admin portal dialog sends {customerId, subject, message} and closes; Cancel closes too', async () => {
    const { view, sendMessage, write, settled } = start('adminPortal');
    expect(view().isOpen).toBe(false);
    view().onOpenFor('cus_2');
    write();
    view().onSend();
    await settled();
    expect(sendMessage).toHaveBeenCalledWith({
      customerId: 'cus_2',
      subject: 'Launch date',
      message: 'When?',
    });
    expect(view().isOpen).toBe(false);
    view().onOpenFor('cus_2');
    view().onCancel();
    expect(view().isOpen).toBe(false);
  });

  it("customer portal failure: 'Error — Failed to send message: …'", async () => {
    const { view, recorder, write, settled } = start('customer', async () => {
      throw new Error('Mailbox full');
    });
    write();
    view().onSend();
    await settled();
    expect(view().subject).toBe(' Launch date ');
    expect(englishOf(recorder.last())).toEqual({
      title: 'Error',
      description: 'Failed to send message: Mailbox full',
      variant: 'error',
    });
  });

  it("admin portal failure: 'Failed to send message'", async () => {
    const { view, recorder, write, settled } = start('adminPortal', async () => {
      throw new Error('Mailbox full');
    });
    view().onOpenFor('cus_2');
    write();
    view().onSend();
    await settled();
    expect(englishOf(recorder.last())?.description).toBe('Failed to send message');
  });

  itReachesEachStateOfInterest(portalMessageMachine, statesOfInterest, portalMessageFakes);
});

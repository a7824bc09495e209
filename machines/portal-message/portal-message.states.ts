/** The message forms' states worth a story each. */
import type { StateOfInterest } from '../shared/states-of-interest';
import type { PortalMessageEvent, PortalMessageInput } from './portal-message.machine';

type Entry = StateOfInterest<PortalMessageEvent, PortalMessageInput>;
const customer: PortalMessageInput = { sender: 'customer' };
const adminPortal: PortalMessageInput = { sender: 'adminPortal' };
export const written: PortalMessageEvent[] = [
  { type: 'subject.change', value: 'Launch date' },
  { type: 'content.change', value: 'When will the site go live?' },
];

export const statesOfInterest: readonly Entry[] = [
  { name: 'Empty form', description: 'Send disabled.', input: customer, events: [], expected: 'editing' },
  {
    name: 'Ready to send',
    description: 'Subject and content written.',
    input: customer,
    events: written,
    expected: 'editing',
  },
  {
    name: 'Sending',
    description: 'The send button is disabled.',
    input: customer,
    events: [...written, { type: 'message.send' }],
    answers: { sendMessage: 'pending' },
    expected: 'sending',
  },
  {
    name: 'Admin tab dialog',
    description: "Customer portal's Admin tab: the same sub-dialog, written, ready to send.",
    input: { sender: 'portalAdmin' },
    events: [{ type: 'dialog.open', customerId: 'cus_1' }, ...written],
    expected: 'editing',
  },
  {
    name: 'Admin dialog sending',
    description: 'Send and Cancel are disabled while the message goes.',
    input: adminPortal,
    events: [{ type: 'dialog.open', customerId: 'cus_1' }, ...written, { type: 'message.send' }],
    answers: { sendMessage: 'pending' },
    expected: 'sending',
  },
  {
    name: 'Admin dialog closed',
    description: 'Admin portal before Message.',
    input: adminPortal,
    events: [],
    expected: 'closed',
  },
  {
    name: 'Admin dialog',
    description: 'Admin portal: subject, message, Cancel.',
    input: adminPortal,
    events: [{ type: 'dialog.open', customerId: 'cus_1' }],
    expected: 'editing',
  },
];

/** The customer's send form (the messages tab). */
export const customerFormStatesOfInterest = statesOfInterest.filter(
  (entry) => entry.input?.sender === 'customer',
);
/** The admins' send-message sub-dialog (the Admin tab and the admin portal). */
export const adminDialogStatesOfInterest = statesOfInterest.filter(
  (entry) => entry.input?.sender !== 'customer',
);

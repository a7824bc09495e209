/** How the coverage suite explores the message forms. */
import type { CoverageSpec } from '../testing/coverage';
import { portalMessageMachine, type PortalMessageMachine } from './portal-message.machine';

export const portalMessageCoverage: CoverageSpec<PortalMessageMachine> = {
  name: 'portalMessage',
  machine: portalMessageMachine,
  inputs: [{ sender: 'customer' }, { sender: 'portalAdmin' }, { sender: 'adminPortal' }],
  events: {
    'subject.change': [{ type: 'subject.change', value: 'Launch date' }],
    'content.change': [{ type: 'content.change', value: 'When will the site go live?' }],
    'customer.select': [{ type: 'customer.select', customerId: 'cus_1' }],
    'dialog.open': [{ type: 'dialog.open', customerId: 'cus_1' }],
  },
};

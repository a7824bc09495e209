export * from './support-ticket.machine';
export { connect as connectSupportTicket, type SupportTicketView } from './support-ticket.connect';
export { statesOfInterest as supportTicketStatesOfInterest } from './support-ticket.states';
export { supportTicketFakes } from './support-ticket.fakes';

export * from './ticket-answer.machine';
export { connect as connectTicketAnswer, type TicketAnswerView } from './ticket-answer.connect';
export { statesOfInterest as ticketAnswerStatesOfInterest } from './ticket-answer.states';
export { ticketAnswerFakes } from './ticket-answer.fakes';

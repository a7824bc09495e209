import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './ticket-answer.connect';
import { ticketAnswerFakes } from './ticket-answer.fakes';
import { ticketAnswerMachine, type AnsweredTicket, type RespondInput } from './ticket-answer.machine';
import { statesOfInterest } from './ticket-answer.states';

const start = (
  answer: (input: RespondInput) => Promise<AnsweredTicket> = async (input) =>
    ticketAnswerFakes.respond(input),
) => {
  const recorder = recordToasts();
  const refreshTickets = vi.fn();
  const respond = vi.fn(answer);
  const actor = createActor(
    ticketAnswerMachine.provide({
      actors: { respond: fromPromise(({ input }: { input: RespondInput }) => respond(input)) },
      actions: { showToast: recorder.showToast, refreshTickets },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const settled = () => waitFor(actor, (s) => !s.matches('sending'));
  const english = () => englishOf(recorder.last());
  return { view, respond, refreshTickets, settled, english };
};

describe('ticketAnswer', () => {
  it('filters by status, and ignores an unknown filter', () => {
    const { view } = start();
    expect(view().filter).toBe('all');
    view().onFilterChange('open');
    expect(view().filter).toBe('open');
    view().onFilterChange('pending');
    expect(view().filter).toBe('open');
  });

  it("refuses a blank answer: 'Missing Information — Please write an answer'", () => {
    const { view, respond, english } = start();
    view().onAnswer('tkt-1');
    view()
      .getResponseProps()
      .onChange({ target: { value: '   ' } });
    view().getSendProps().onClick();
    expect(respond).not.toHaveBeenCalled();
    expect(english()).toEqual({
      title: 'Missing Information',
      description: 'Please write an answer',
      variant: 'error',
    });
  });

  it("answers a ticket as answered: 'Answer Sent', the dialog closed, the lists refreshed", async () => {
    const { view, respond, refreshTickets, settled, english } = start();
    view().onAnswer('tkt-1');
    expect(view()).toMatchObject({ answeringId: 'tkt-1', status: 'answered', canAnswer: false });
    view()
      .getResponseProps()
      .onChange({ target: { value: ' Fixed. ' } });
    view().getSendProps().onClick();
    expect(view().getCancelProps().disabled).toBe(true);
    await settled();
    expect(respond).toHaveBeenCalledWith({ id: 'tkt-1', body: { response: 'Fixed.', status: 'answered' } });
    expect(view()).toMatchObject({ answeringId: null, canAnswer: true });
    expect(refreshTickets).toHaveBeenCalledTimes(1);
    expect(english()).toEqual({
      title: 'Answer Sent',
      description: 'The customer sees your answer in their portal.',
      variant: 'success',
    });
  });

  it("closes a ticket with its answer: 'Ticket Closed'; the dialog opens with the earlier answer", async () => {
    const { view, respond, settled, english } = start();
    view().onAnswer('tkt-2', 'Earlier answer');
    expect(view().getResponseProps().value).toBe('Earlier answer');
    view().onStatusChange('closed');
    view().getSendProps().onClick();
    await settled();
    expect(respond).toHaveBeenCalledWith({
      id: 'tkt-2',
      body: { response: 'Earlier answer', status: 'closed' },
    });
    expect(english()?.title).toBe('Ticket Closed');
  });

  it("keeps the answer when the server fails: 'Failed to answer ticket: …'; Cancel forgets it", async () => {
    const { view, settled, english } = start(async () => {
      throw Object.assign(new Error('Support ticket not found'), { status: 404 });
    });
    view().onAnswer('tkt-gone');
    view()
      .getResponseProps()
      .onChange({ target: { value: 'Fixed.' } });
    view().getSendProps().onClick();
    await settled();
    expect(view()).toMatchObject({ answeringId: 'tkt-gone' });
    expect(english()).toEqual({
      title: 'Error',
      description: 'Failed to answer ticket: Support ticket not found',
      variant: 'error',
    });
    view().getCancelProps().onClick();
    expect(view()).toMatchObject({ answeringId: null });
    expect(view().getResponseProps().value).toBe('');
  });

  itReachesEachStateOfInterest(ticketAnswerMachine, statesOfInterest, ticketAnswerFakes);
});

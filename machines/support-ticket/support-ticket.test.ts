import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { itReachesEachStateOfInterest } from '../testing/states-of-interest';
import { englishOf, recordToasts } from '../testing/toasts';
import { connect } from './support-ticket.connect';
import { supportTicketFakes } from './support-ticket.fakes';
import { supportTicketMachine, type CreatedTicket, type SupportTicketBody } from './support-ticket.machine';
import { statesOfInterest } from './support-ticket.states';

const start = (
  create: (body: SupportTicketBody) => Promise<CreatedTicket> = async (body) =>
    supportTicketFakes.createTicket(body),
) => {
  const recorder = recordToasts();
  const refreshTickets = vi.fn();
  const createTicket = vi.fn(create);
  const actor = createActor(
    supportTicketMachine.provide({
      actors: { createTicket: fromPromise(({ input }: { input: SupportTicketBody }) => createTicket(input)) },
      actions: { showToast: recorder.showToast, refreshTickets },
    }),
  ).start();
  const view = () => connect(actor.getSnapshot(), actor.send);
  const write = (subject = ' Contact form ', description = ' It fails. ', category = 'billing') => {
    view()
      .getSubjectProps()
      .onChange({ target: { value: subject } });
    view()
      .getDescriptionProps()
      .onChange({ target: { value: description } });
    view().onCategoryChange(category);
  };
  const settled = () => waitFor(actor, (s) => !s.matches('submitting'));
  const english = () => englishOf(recorder.last());
  return { actor, view, recorder, refreshTickets, createTicket, write, settled, english };
};

describe('supportTicket', () => {
  it.each([
    ['subject', ['  ', 'It fails.', 'billing'], 'Please enter a subject for your ticket'],
    ['description', ['Contact form', ' ', 'billing'], 'Please describe the problem'],
    ['category', ['Contact form', 'It fails.', ''], 'Please choose a category'],
  ] as const)("names a blank %s: 'Missing Information'", (_field, [subject, description, category], text) => {
    const { view, createTicket, write, english } = start();
    write(subject, description, category);
    view().getSubmitProps().onClick();
    expect(createTicket).not.toHaveBeenCalled();
    expect(english()).toEqual({ title: 'Missing Information', description: text, variant: 'error' });
  });

  it('ignores a category outside the fixed list', () => {
    const { view } = start();
    view().onCategoryChange('sales');
    expect(view().category).toBe('');
    expect(view().categories).toEqual(['technical', 'content', 'billing', 'other']);
  });

  it("sends the trimmed ticket: 'Ticket Submitted', the form cleared, the list refreshed", async () => {
    const { view, createTicket, refreshTickets, write, settled, english } = start();
    write();
    view().getSubmitProps().onClick();
    expect(view().getSubmitProps()).toMatchObject({ disabled: true, 'aria-busy': true });
    expect(view().getSubjectProps().disabled).toBe(true);
    await settled();
    expect(createTicket).toHaveBeenCalledWith({
      subject: 'Contact form',
      description: 'It fails.',
      category: 'billing',
    });
    expect(view().getSubjectProps().value).toBe('');
    expect(view().category).toBe('');
    expect(refreshTickets).toHaveBeenCalledTimes(1);
    expect(english()).toEqual({
      title: 'Ticket Submitted',
      description: 'Your support ticket has been submitted. Our team will answer here.',
      variant: 'success',
    });
  });

  it("keeps what was written when the server refuses: 'Failed to submit ticket: …'", async () => {
    const { view, write, settled, english, refreshTickets } = start(async () => {
      throw Object.assign(new Error('subject: Required'), { status: 400 });
    });
    write();
    view().getSubmitProps().onClick();
    await settled();
    expect(view().getDescriptionProps().value).toBe(' It fails. ');
    expect(refreshTickets).not.toHaveBeenCalled();
    expect(english()).toEqual({
      title: 'Error',
      description: 'Failed to submit ticket: subject: Required',
      variant: 'error',
    });
  });

  it("says 'Failed to submit ticket' when no answer came", async () => {
    const { view, write, settled, english } = start(async () => {
      throw new Error('');
    });
    write();
    view().getSubmitProps().onClick();
    await settled();
    expect(english()?.description).toBe('Failed to submit ticket');
  });

  itReachesEachStateOfInterest(supportTicketMachine, statesOfInterest, supportTicketFakes);
});

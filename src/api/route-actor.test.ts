import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type PromiseActorLogic } from 'xstate';
import { isServerRefusal, messageOf } from '@machines/shared/errors';
import { setupMswServer } from '@src/testing/msw-server';
import { routeActor } from './route-actor';

const server = setupMswServer();

/** Runs a route actor once with `input` and returns what it rejected with. */
const rejectionOf = <TOutput, TInput>(
  logic: PromiseActorLogic<TOutput, TInput>,
  input: TInput,
): Promise<unknown> =>
  toPromise(createActor(logic, { input }).start()).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

const byPaymentId = (input: { paymentId: string }) => ({ params: input });

describe('routeActor', () => {
  it('resolves with the answer, checked against the contract', async () => {
    server.use(
      http.post('/api/checkout/:paymentId/pay', ({ params }) =>
        HttpResponse.json({
          redirectUrl: `/payment-success?package=startup&amount=1995&id=${String(params.paymentId)}`,
        }),
      ),
    );
    const actor = createActor(routeActor('checkoutPay', byPaymentId), { input: { paymentId: 'pay_123' } });
    await expect(toPromise(actor.start())).resolves.toEqual({
      redirectUrl: '/payment-success?package=startup&amount=1995&id=pay_123',
    });
  });

  it('resolves with the part of the answer the machine takes', async () => {
    server.use(
      http.post('/api/checkout/:paymentId/pay', () =>
        HttpResponse.json({ redirectUrl: '/payment-success?package=startup&amount=1995' }),
      ),
    );
    const logic = routeActor('checkoutPay', byPaymentId, (answer) => answer.redirectUrl);
    const actor = createActor(logic, { input: { paymentId: 'pay_123' } });
    await expect(toPromise(actor.start())).resolves.toBe('/payment-success?package=startup&amount=1995');
  });

  it("rejects with the server's message and status when the API refuses", async () => {
    server.use(
      http.post('/api/checkout/:paymentId/pay', () =>
        HttpResponse.json({ message: 'This payment was cancelled' }, { status: 409 }),
      ),
    );
    const error = await rejectionOf(routeActor('checkoutPay', byPaymentId), { paymentId: 'pay_123' });
    expect(messageOf(error)).toBe('This payment was cancelled');
    expect(error).toMatchObject({ status: 409 });
  });

  it('rejects without a message, status kept, when a proxy answers 502 with its HTML page', async () => {
    server.use(
      http.get(
        '/api/checkout/:paymentId',
        () =>
          new HttpResponse('<!doctype html><html><body><h1>502 Bad Gateway</h1><hr>nginx</body></html>', {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          }),
      ),
    );
    const error = await rejectionOf(routeActor('checkout', byPaymentId), { paymentId: 'pay_123' });
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(true);
    expect(error).toMatchObject({ status: 502 });
  });

  it('rejects without a message or status when the network fails', async () => {
    server.use(http.post('/api/checkout/:paymentId/cancel', () => HttpResponse.error()));
    const error = await rejectionOf(routeActor('checkoutCancel', byPaymentId), { paymentId: 'pay_123' });
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(false);
  });

  it('rejects without a message when the answer breaks the contract', async () => {
    server.use(http.post('/api/checkout/:paymentId/pay', () => HttpResponse.json({ redirect: 42 })));
    const error = await rejectionOf(routeActor('checkoutPay', byPaymentId), { paymentId: 'pay_123' });
    expect(messageOf(error)).toBeUndefined();
  });
});

import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isServerRefusal, messageOf } from '../../../machines/shared/errors';
import { setupMswServer } from '../../testing/msw-server';
import { checkoutCalls } from './checkout-calls';

const server = setupMswServer();

const rejectionOf = (call: Promise<unknown>): Promise<unknown> =>
  call.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe('checkoutCalls', () => {
  it("rejects with the server's message and status when the API refuses", async () => {
    server.use(
      http.post('/api/checkout/:paymentId/pay', () =>
        HttpResponse.json({ message: 'This payment was cancelled' }, { status: 409 }),
      ),
    );
    const error = await rejectionOf(checkoutCalls.pay({ paymentId: 'pay_123' }));
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
    const error = await rejectionOf(checkoutCalls.loadPayment({ paymentId: 'pay_123' }));
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(true);
    expect(error).toMatchObject({ status: 502 });
  });

  it('rejects without a message or status when the network fails', async () => {
    server.use(http.post('/api/checkout/:paymentId/cancel', () => HttpResponse.error()));
    const error = await rejectionOf(checkoutCalls.cancel({ paymentId: 'pay_123' }));
    expect(messageOf(error)).toBeUndefined();
    expect(isServerRefusal(error)).toBe(false);
  });
});

/**
 * A local fake of the two Stripe API calls the adapter makes, over real HTTP on 127.0.0.1:
 * `POST /v1/checkout/sessions` (form-encoded, honouring Idempotency-Key like Stripe does) and
 * `GET /v1/checkout/sessions/:id`. It records what it was sent, so tests can assert it.
 */
import {
  readRequestBody,
  startLocalServer,
  type LocalServer,
} from '@server/lib/safe-fetch/test-fixtures/local-server';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  client_reference_id: string | null;
  customer_email: string | null;
  amount_total: number | null;
  currency: string;
  success_url: string | null;
  cancel_url: string | null;
  metadata: Record<string, string>;
}

export interface CreateCall {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

export interface FakeStripeApi {
  api: { host: string; port: number; protocol: 'http' };
  creates: CreateCall[];
  sessions: Map<string, FakeSession>;
  /** What Stripe would report after the customer paid. */
  markPaid(sessionId: string): FakeSession;
  close(): Promise<void>;
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const creates: CreateCall[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession>();
  let counter = 0;

  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${++counter}` });
    res.end(JSON.stringify(body));
  };

  const server: LocalServer = await startLocalServer(async (req, res) => {
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/v1/checkout/sessions') {
      const form = new URLSearchParams(await readRequestBody(req));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      creates.push({ idempotencyKey, authorization: req.headers.authorization, form });
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return json(res, 200, replay);
      const id = `cs_test_${++counter}`;
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.get('mode') ?? 'payment',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.get('client_reference_id'),
        customer_email: form.get('customer_email'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]') ?? 0),
        currency: form.get('line_items[0][price_data][currency]') ?? 'usd',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        metadata: { paymentId: form.get('metadata[paymentId]') ?? '' },
      };
      sessions.set(id, session);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, session);
      return json(res, 200, session);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(url);
    if (req.method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ''));
      if (session) return json(res, 200, session);
      return json(res, 404, {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: 'No such checkout.session',
        },
      });
    }
    json(res, 404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${url})` },
    });
  });

  return {
    api: { host: '127.0.0.1', port: server.port, protocol: 'http' },
    creates,
    sessions,
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      return session;
    },
    close: () => server.close(),
  };
}

/** Payments (decisions 13–15): checkouts, fixed links, the sandbox checkout page and Stripe's webhook. */
import type { Router } from '@koa/router';
import { maskEmail } from '@contract/mask-email';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import { toPaymentView, type PaymentService } from '../services/payments';

const firstHeader = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

export function mountPaymentRoutes(router: Router, bind: Bind, payments: PaymentService): void {
  bind(router, routes.createPaymentIntent, async ({ body }, { caller }) => {
    const { paymentUrl } = await payments.createPackagePayment({
      customer: caller.customer,
      amountDollars: body.amount,
      packageType: body.packageType,
    });
    return { paymentUrl };
  });
  bind(router, routes.createLogoPayment, async ({ body }, { caller }) => {
    const { paymentUrl } = await payments.createLogoPayment({
      customer: caller.customer,
      projectId: body.projectId,
    });
    return { paymentUrl };
  });
  bind(router, routes.createPaymentLink, async ({ body }) => {
    const { paymentUrl } = await payments.createPaymentLink({
      amountDollars: body.amount,
      description: body.description,
      customerName: body.customerName,
      customerEmail: body.customerEmail,
      projectId: body.projectId,
    });
    return { paymentUrl };
  });
  // Public, but a signed-in customer's maintenance link is their plan with their credit (decision 16).
  bind(
    router,
    routes.paymentLink,
    async ({ params }, { caller }) => {
      const { paymentUrl } = await payments.fixedLink(
        params.kind,
        caller ? { customer: caller.customer } : {},
      );
      return { paymentUrl };
    },
    { identifiesCaller: true },
  );
  bind(router, routes.checkout, async ({ params }) => {
    const { payment, returnUrl } = await payments.getCheckout(params.paymentId);
    const view = toPaymentView(payment);
    // Whoever holds the payment id sees the page: the email only masked (issue 13).
    const customerEmail = view.customerEmail ? maskEmail(view.customerEmail) : undefined;
    return { payment: { ...view, ...(customerEmail ? { customerEmail } : {}) }, returnUrl };
  });
  bind(router, routes.checkoutPay, ({ params }) => payments.pay(params.paymentId));
  bind(router, routes.checkoutCancel, ({ params }) => payments.cancel(params.paymentId));
  bind(router, routes.confirmPayment, async ({ query }) => ({
    payment: toPaymentView(await payments.confirmCheckoutSession(query.session_id)),
  }));
  bind(router, routes.stripeWebhook, async (_input, { rawBody, headers }) => {
    await payments.handleStripeWebhook(rawBody ?? Buffer.alloc(0), firstHeader(headers['stripe-signature']));
    return { received: true as const };
  });
}

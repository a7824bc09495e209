/** Sign-in, registration and the admin second factor (spec part 1 §7, decisions 7–12). */
import type { Router } from '@koa/router';
import { routes } from '@contract/routes';
import type { Bind } from '../http/bind-route';
import { requestLanguage } from '../lib/request-language';
import type { CoreServices } from '../services/core';

export function mountAuthRoutes(router: Router, bind: Bind, s: CoreServices): void {
  bind(
    router,
    routes.register,
    ({ body }, { headers }) =>
      s.auth.register({ ...body, language: requestLanguage(headers, body.language) }),
    { status: 201 },
  );
  bind(router, routes.login, ({ body }, { headers }) =>
    s.auth.login({ ...body, language: requestLanguage(headers, body.language) }),
  );
  bind(router, routes.me, (_input, { caller }) => s.auth.me(caller));
  bind(router, routes.logout, (_input, { caller }) => s.auth.logout(caller));
  bind(router, routes.requestVerification, ({ body }) => s.adminVerification.requestVerification(body));
  bind(router, routes.verifyCode, ({ body }) => s.adminVerification.verifyCode(body), {
    // Counted against the account the session belongs to, whichever form of the payload came.
    rateLimitAccount: ({ body }) => s.adminVerification.accountOf(body.sessionId),
  });
  bind(
    router,
    routes.forgotPassword,
    ({ body }, { headers }) =>
      s.accountPasswords.forgotPassword({
        email: body.email,
        language: requestLanguage(headers, body.language),
      }),
    { status: 202 },
  );
  // Counted per address only: the token names no account before it is checked.
  bind(router, routes.resetPassword, ({ body }) => s.accountPasswords.resetPassword(body));
}

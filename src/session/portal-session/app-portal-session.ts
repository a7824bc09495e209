/**
 * The portal session machine with the app's implementations: its flows wired to the API by route
 * name and to the toasts, and its own effects on the browser's storage and the data cache. The
 * machine decides every write of the session; this file only carries them out.
 */
import { adminVerificationMachine } from '@machines/admin-verification';
import { customerSessionMachine } from '@machines/customer-session';
import { createPortalSessionMachine, type PortalSessionMachine } from '@machines/portal-session';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@contract/catalogue';
import type { BodyOf } from '@contract/routes';
import { getQueryClient } from '@src/api/query-client';
import { routeActor } from '@src/api/route-actor';
import { dispatchPageEvent } from '@src/app/page-events';
import { showMachineToast } from '@src/app/show-machine-toast';
import { i18n } from '@src/i18n/i18n';
import { isLanguageCode } from '@src/i18n/resolve-language';
import { localStore } from '@src/lib/storage';
import { LOCAL_KEYS } from '@src/lib/storage-keys';

/** The reads that belong to one customer: another account must never see them from the cache. */
const CUSTOMER_READS = new Set([
  'customerProjects',
  'customerSubscriptions',
  'customerSupportTickets',
  'customerMessages',
  'customerUnreadMessages',
]);

/** Signed out: the next account starts from an empty cache of customer data. */
const forgetCustomerReads = (): void =>
  getQueryClient().removeQueries({
    predicate: ({ queryKey }) => queryKey[0] === 'route' && CUSTOMER_READS.has(String(queryKey[1])),
  });

/** What the old admin token read must not show to whoever signs in next. */
const forgetAdminReads = (): void =>
  getQueryClient().removeQueries({ predicate: ({ queryKey }) => String(queryKey[1]).startsWith('admin') });

/** Recorded on the account at registration and each sign-in: the language its mail is written in. */
const pageLanguage = (): LanguageCode => (isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

export const appPortalSession = (): PortalSessionMachine =>
  createPortalSessionMachine({
    customerSession: customerSessionMachine.provide({
      actors: {
        // The data layer sends the token the session holds (auth-header.ts reads its projection).
        fetchMe: routeActor(
          'me',
          (_: { token: string }) => ({}),
          (answer) => answer.customer,
        ),
        login: routeActor('login', (body: BodyOf<'login'>) => ({ body: { ...body, language: pageLanguage() } })),
        register: routeActor('register', (body: BodyOf<'register'>) => ({
          body: { ...body, language: pageLanguage() },
        })),
        logout: routeActor('logout', (_: { token: string }) => ({})),
      },
      actions: { showToast: (_, params) => showMachineToast(params) },
    }),
    adminVerification: adminVerificationMachine.provide({
      actors: {
        requestVerification: routeActor('requestVerification', (body: BodyOf<'requestVerification'>) => ({
          body,
        })),
        verifyCode: routeActor('verifyCode', (body: BodyOf<'verifyCode'>) => ({ body })),
      },
      actions: { showToast: (_, params) => showMachineToast(params) },
    }),
  }).provide({
    actions: {
      persistToken: (_, { token }) => localStore.set(LOCAL_KEYS.authToken, token),
      removeStoredToken: () => {
        localStore.remove(LOCAL_KEYS.authToken);
        forgetCustomerReads();
      },
      persistAdminToken: (_, { token }) => localStore.set(LOCAL_KEYS.adminToken, token),
      removeAdminToken: () => {
        localStore.remove(LOCAL_KEYS.adminToken);
        forgetAdminReads();
      },
      openAdminPortal: () => dispatchPageEvent('openAdminPortal'),
    },
  });

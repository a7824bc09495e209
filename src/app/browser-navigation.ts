/**
 * Where the funnel sends the browser: to the payment (the page is left), and to new tabs (the logo
 * payment, the domain registrar). One object, so tests observe a call instead of a navigation.
 */
import { loadCallRoute } from '@src/api/route-query';

export const browserNavigation = {
  redirect: (url: string): void => window.location.assign(url),

  openInNewTab: (url: string): void => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },

  /**
   * The registrar's address comes from the server (decision 15: configuration, this site's domain
   * page by default). The tab opens at once, while the press still counts as the visitor's (a tab
   * opened after the answer would be blocked), and goes to the address when it arrives.
   */
  openDomainRegistrar: (domainName: string): void => {
    const tab = window.open('about:blank', '_blank');
    if (!tab) return;
    tab.opener = null;
    void loadCallRoute()
      .then((call) => call('paymentLink', { params: { kind: 'domain_registrar' } }))
      .then(({ paymentUrl }) => {
        const url = new URL(paymentUrl, window.location.origin);
        if (url.origin === window.location.origin) url.searchParams.set('domain', domainName);
        tab.location.href = url.href;
      })
      .catch(() => tab.close());
  },
};

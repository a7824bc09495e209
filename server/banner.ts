/**
 * What `npm start` prints for a person: where the site is, the demo accounts, and how to get the
 * admin's second-factor code — with the otpauth URI and a QR code for an authenticator app when
 * the demo secret is in use (decision 11). A configured secret is never printed.
 */
import qrcode from 'qrcode-terminal';
import type { Config } from './config';
import { DEMO_CUSTOMER } from './seed';
import { totpUri } from './services/totp';

export const TOTP_ISSUER = 'Agency Admin';

const qr = (text: string): Promise<string> =>
  new Promise((resolve) => qrcode.generate(text, { small: true }, (code) => resolve(code)));

export async function startupBanner(config: Config, url: string): Promise<string> {
  const { admin } = config;
  const lines = [
    '',
    `  Site and API: ${url}`,
    '',
    `  Demo customer: ${DEMO_CUSTOMER.email} / ${DEMO_CUSTOMER.password}`,
    admin.usesDemoDefaults
      ? `  Demo admin:    ${admin.email} / ${admin.password}`
      : `  Admin:         ${admin.email} (password and TOTP secret from the environment)`,
    '  Admin code:    npm run admin:code   (prints the current 6-digit code)',
    config.stripe.secretKey
      ? '  Payments:      Stripe Checkout'
      : '  Payments:      built-in sandbox checkout (no card is charged)',
  ];
  if (admin.usesDemoDefaults) {
    const uri = totpUri(admin.totpSecret, admin.email, TOTP_ISSUER);
    lines.push('', `  Authenticator (otpauth): ${uri}`, '', await qr(uri));
  }
  return lines.join('\n');
}

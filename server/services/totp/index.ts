/**
 * TOTP as decision 10 defines it (RFC 6238: SHA-1, 6 digits, 30 s steps, one step of drift either
 * way), through otplib rather than hand-written crypto. The server's clock decides the time.
 */
import { generate, generateURI, verify } from 'otplib';
import { LIMITS } from '@contract/catalogue';

export const TOTP_PERIOD_SECONDS = 30;
const DIGITS = LIMITS.adminCodeLength as 6;

const epochSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** The time step of a code that matched, or null. The step is what replay protection remembers. */
export async function verifyTotp(secret: string, code: string, at: Date): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: epochSeconds(at),
      period: TOTP_PERIOD_SECONDS,
      digits: DIGITS,
      algorithm: 'sha1',
      epochTolerance: TOTP_PERIOD_SECONDS,
    });
    if (!result.valid) return null;
    // The TOTP result carries its time step; the union type also admits HOTP's, which does not.
    return 'timeStep' in result
      ? result.timeStep
      : Math.floor(epochSeconds(at) / TOTP_PERIOD_SECONDS) + result.delta;
  } catch {
    // A malformed token or secret is a wrong code, never a server error.
    return null;
  }
}

/** The code an authenticator app shows at `at`. */
export const generateTotp = (secret: string, at: Date): Promise<string> =>
  generate({
    secret,
    epoch: epochSeconds(at),
    period: TOTP_PERIOD_SECONDS,
    digits: DIGITS,
    algorithm: 'sha1',
  });

/** The otpauth:// URI an authenticator app scans. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({
    issuer,
    label: account,
    secret,
    period: TOTP_PERIOD_SECONDS,
    digits: DIGITS,
    algorithm: 'sha1',
  });

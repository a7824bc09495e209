/**
 * `npm run admin:code`: prints the current TOTP code of the configured admin (the demo admin's
 * when ADMIN_TOTP_SECRET is not set), so a person can sign in without an authenticator app.
 */
import { ConfigError, loadConfig } from '../config';
import { TOTP_PERIOD_SECONDS, generateTotp } from '../services/totp';

try {
  const { admin } = loadConfig(process.env);
  const now = new Date();
  const code = await generateTotp(admin.totpSecret, now);
  const secondsLeft = TOTP_PERIOD_SECONDS - (Math.floor(now.getTime() / 1000) % TOTP_PERIOD_SECONDS);
  console.log(
    `Admin code for ${admin.email}: ${code} (valid for ${secondsLeft} more seconds, one step of grace)`,
  );
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

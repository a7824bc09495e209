import { useAddressQuery } from '@src/lib/use-address-query';
import { ResetPasswordCard } from './reset-password-card.view';
import { useResetPassword } from './use-reset-password';

/** The machine for one link: a new token is a new reset. */
function ResetPasswordFlow({ token }: { token: string | null }) {
  return <ResetPasswordCard view={useResetPassword(token)} />;
}

/**
 * The page's card. The server rendered it without the address's token (it is never in the HTML), so
 * until the browser has hydrated the form waits.
 */
export function ResetPasswordScreen() {
  const query = useAddressQuery();
  if (!query) return <ResetPasswordCard view={null} />;
  const token = query.get('token');
  return <ResetPasswordFlow key={token ?? ''} token={token} />;
}

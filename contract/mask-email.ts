/**
 * The masked form of an email, for pages that anyone holding a link may open (the sandbox checkout):
 * the first character of the local part, then three stars, then the domain. The server answers it;
 * the mocks answer it the same way.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * A login as the site shows it where others may see it: a mobile number as
 * 139****0001 (one from outside mainland China as +447*****0123), an e-mail
 * address as ab***@example.com, a user name as it is.
 * Shared by the server's views and the forms that say where a code was sent.
 */
export function maskLogin(login: string): string {
  const phone = maskPhone(login);
  if (phone !== login) return phone;
  const at = login.indexOf('@');
  if (at > 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  return login;
}

/** A stored phone number as shown where others may see it: 139****0001, +447*****0123; anything else as it is. */
export function maskPhone(stored: string): string {
  const parts = /^(1\d\d(?=\d{8}$)|\+\d{3}(?=\d{6,12}$))(\d+)(\d{4})$/.exec(stored);
  return parts ? parts[1] + '*'.repeat(parts[2]!.length) + parts[3] : stored;
}

/**
 * A login as the site shows it where others may see it: a mobile number as
 * 139****0001, an e-mail address as ab***@example.com, a user name as it is.
 * Shared by the server's views and the forms that say where a code was sent.
 */
export function maskLogin(login: string): string {
  if (/^1\d{10}$/.test(login)) return `${login.slice(0, 3)}****${login.slice(7)}`;
  const at = login.indexOf('@');
  if (at > 0) return `${login.slice(0, Math.min(2, at))}***${login.slice(at)}`;
  return login;
}

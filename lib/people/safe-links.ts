/** Values stored by staff that become links: only safe shapes pass, anything else is dropped (null). */

/** Only http(s) addresses become links. */
export function webAddress(url: string | null): string | null {
  return url && /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/** Only something shaped like an e-mail address becomes a mailto: link. */
export function emailAddress(email: string | null): string | null {
  return email && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(email) ? email : null;
}

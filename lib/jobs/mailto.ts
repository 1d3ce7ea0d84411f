/** A mailto: link with its subject prefilled (RFC 6068 percent-encoding). */
export function mailtoHref(email: string, subject: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/**
 * One field that takes a mobile number or an e-mail address ("我的报名"'s look-up, a registration remembered for
 * this tab): split into the `mobile` and `email` the API takes. Anything with an "@" is an address.
 */
export function contactFields(contact: string): { mobile: string; email: string } {
  const value = contact.trim();
  return value.includes('@') ? { mobile: '', email: value } : { mobile: value, email: '' };
}

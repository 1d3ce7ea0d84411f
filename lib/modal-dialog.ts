/**
 * Whether this browser draws a modal <dialog> (`showModal`): Safari before
 * 15.4 (iOS 15.4, March 2022) has no <dialog> at all, and some phones in use
 * still run it. Where it is missing, what would open in a dialog goes to its
 * own page instead.
 */
export function supportsModalDialog(win: Window = window): boolean {
  const dialog = (win as Window & { HTMLDialogElement?: typeof HTMLDialogElement }).HTMLDialogElement;
  return typeof dialog === 'function' && typeof dialog.prototype.showModal === 'function';
}

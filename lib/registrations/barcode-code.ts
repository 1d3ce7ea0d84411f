import { isConfirmationCode, normaliseCode } from './rules';

/**
 * The confirmation code in what a scanner read off an e-ticket: the check-in
 * address (…/exhibitor?code=XXXX) or the bare code. Null when it is neither,
 * e.g. some other QR code held up to the camera.
 */
export function codeFromScan(raw: string): string | null {
  const text = raw.trim();
  let candidate = text;
  try {
    const url = new URL(text);
    candidate = url.searchParams.get('code') ?? '';
  } catch {
    // Not an address: the bare code, perhaps.
  }
  const code = normaliseCode(candidate);
  return isConfirmationCode(code) ? code : null;
}

import { randomInt } from 'node:crypto';

/** `length` characters drawn uniformly from `alphabet` with the system's CSPRNG (codes and numbers people read out). */
export function randomText(alphabet: string, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += alphabet[randomInt(alphabet.length)];
  return text;
}

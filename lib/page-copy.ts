/**
 * Page copy lives in the locale JSON (it travels as page props, not as
 * JavaScript). These helpers read its lists and items safely: a missing key
 * gives an empty list instead of a crash.
 */

export interface CopyItem {
  title: string;
  text: string;
}

type Translate = (key: string, options: { returnObjects: true } & Record<string, unknown>) => unknown;

/** The array at `key` (with interpolation `values`), or [] when the key holds no array. */
export function listOf<T>(t: Translate, key: string, values: Record<string, unknown> = {}): T[] {
  const value = t(key, { ...values, returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

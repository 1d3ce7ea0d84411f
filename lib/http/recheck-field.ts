import type { FieldErrors } from './field-errors';

// Apart from field-errors.ts on purpose: that module sets zod up, and the forms import this one without loading zod
// (their schemas come with their API client, on first use).

/** A field's own key and its parts' keys ("agenda" holds "agenda.0.time"). */
function ofField(key: string, name: string): boolean {
  return key === name || key.startsWith(`${name}.`);
}

/**
 * A form's errors after one field changed or lost the focus, once the form has
 * been submitted (docs/spec.md §5.1 "Rules every form keeps"); `fresh` is the schema's
 * verdict on the whole input as it is now (null: valid). On a change the
 * field's errors go as soon as the schema has none for it, and none are added
 * while the user types. On blur (`show`) a field without an error gets the
 * schema's, so a value made wrong after the submit says so when the user moves
 * on; an error it has stays (the server's verdict cannot be checked here).
 * Other fields' errors stay as they were. The same object comes back when
 * nothing changes (no re-render).
 */
export function recheckField(current: FieldErrors, fresh: FieldErrors | null, name: string, { show = false } = {}): FieldErrors {
  const own = Object.keys(current).filter((key) => ofField(key, name));
  if (show) {
    const shown = own.length > 0 || !fresh ? [] : Object.keys(fresh).filter((key) => ofField(key, name));
    if (shown.length === 0) return current;
    const next = { ...current };
    for (const key of shown) next[key] = fresh![key]!;
    return next;
  }
  const gone = own.filter((key) => !fresh?.[key]);
  if (gone.length === 0) return current;
  const next = { ...current };
  for (const key of gone) delete next[key];
  return next;
}

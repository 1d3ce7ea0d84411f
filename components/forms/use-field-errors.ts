import { useRef, useState, type FocusEvent } from 'react';
import type { FieldErrors } from '@/lib/http/field-errors';
import { recheckField } from '@/lib/http/recheck-field';

/** The schema's check of a form's whole input as it is now (its client loaded on demand); null when valid. */
type Verdict = () => Promise<FieldErrors | null>;

/**
 * The field errors of a form that keeps its values in state (the article and
 * activity editors, the review note): set by a submit or an answer, and after
 * the first submit checked again as fields change — a field's error goes as
 * soon as the schema passes it — and as the focus leaves them, when a field
 * without an error gets the schema's (docs/spec.md §5.1 "Rules every form keeps").
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const submitted = useRef(false);

  /** After `names` changed (or, with `show`, lost the focus): their errors follow the schema's verdict. */
  function recheck(names: readonly string[], verdict: Verdict, { show = false } = {}) {
    if (!submitted.current || names.length === 0) return;
    void verdict()
      .then((fresh) => setErrors((current) => names.reduce((next, name) => recheckField(next, fresh, name, { show }), current)))
      .catch(() => undefined);
  }

  return {
    errors,
    /** The errors of a submit or of the API's answer. */
    setErrors(next: FieldErrors) {
      submitted.current = true;
      setErrors(next);
    },
    /** Forgets every error (a reload, a successful save). */
    clear() {
      setErrors({});
    },
    recheck,
    /** For the form's onBlur: the field the focus left, by its name (or, for controlled fields without one, its id's last part: `…-title`). */
    blurred(event: FocusEvent<HTMLFormElement>, verdict: Verdict) {
      const { name, id } = event.target as { name?: unknown; id?: unknown };
      const key = typeof name === 'string' && name ? name : typeof id === 'string' ? (id.split('-').pop() ?? '') : '';
      if (key) recheck([key], verdict, { show: true });
    },
  };
}

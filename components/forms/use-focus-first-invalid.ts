import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a failed submit, the form's first field with an error takes the focus
 * (and a screen reader reads it with its message). It happens in an effect,
 * once React has committed the errors: a timer may fire before that render
 * when the machine is busy, and would find no field marked yet.
 */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  const focusFirstInvalid = useCallback(() => setRequest((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}

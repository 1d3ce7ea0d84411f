import type { ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import styles from './consent-field.module.scss';

/**
 * The required privacy consent of a form (PIPL asks for it before personal
 * data is collected): a checkbox named `consent` whose text links the privacy
 * policy in a new tab, and its error, announced with it.
 */
export function ConsentField({
  id,
  before,
  link,
  after,
  error,
  href = routes.privacy,
}: {
  id: string;
  before: string;
  link: string;
  after?: ReactNode;
  /** Where the link goes: the policy, or one of its sections. */
  href?: string;
  /** The message when it was not ticked, or null. */
  error: string | null;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label className={styles.consent}>
        <input type="checkbox" id={id} name="consent" required aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        <span>
          {before}
          <AppLink href={href} target="_blank" rel="noopener">
            {link}
          </AppLink>
          {after}
        </span>
      </label>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

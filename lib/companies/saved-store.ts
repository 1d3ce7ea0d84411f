/**
 * 我的展商 in the browser, before login: the saved companies' ids in localStorage (`tmz:saved-companies`),
 * merged into the account the next time a logged-in page asks for the account's list (then cleared).
 * Storage that is full, blocked or holding something else reads as an empty list.
 */

const KEY = 'tmz:saved-companies';
/** The most ids the browser keeps (the account's own limit is lib/companies/meeting-schemas.ts SAVED_COMPANIES_MAX). */
const KEPT_MAX = 500;

export function readLocalSaved(): number[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((id): id is number => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))].slice(0, KEPT_MAX);
  } catch {
    return [];
  }
}

export function writeLocalSaved(ids: readonly number[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify([...new Set(ids)].slice(0, KEPT_MAX)));
    window.dispatchEvent(new Event(SAVED_CHANGED));
  } catch {
    // Private mode or full storage: the button still shows the choice for this page.
  }
}

/** Fired on the window when the saved list changes, so every toggle and list on the page follows. */
export const SAVED_CHANGED = 'tmz:saved-companies-changed';

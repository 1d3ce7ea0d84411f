import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import accounts from './accounts.json';
import { signupCode } from './codes';
import { expect } from './test';

/**
 * Accounts for journeys that are not about logging in: the session is made
 * through the API on the page's own context (page.request shares its cookies),
 * so the page is logged in without going through the form each time.
 */

const MEMBER_PASSWORD = 'Lotus-harbour-42';

/** A mainland mobile number no other test uses. */
export const newMobile = (prefix = '137') => `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Signs a new member up (and so in) in the page's context, with the code sent to its number; answers the login. */
export async function signUpMember(page: Page, name = '投稿会员'): Promise<string> {
  const login = newMobile();
  // A visitor of their own (the e2e server trusts X-Forwarded-For): the suite's many sign-ups stay clear of the
  // per-address limits that the journeys typing codes into the page from 127.0.0.1 need.
  const visitor = { 'x-forwarded-for': `198.51.100.${(Number(login.slice(-3)) % 250) + 1}` };
  const code = await signupCode(page.request, login, visitor);
  const response = await page.request.post('/api/auth/signup', { data: { login, code, password: MEMBER_PASSWORD, name, consent: true }, headers: visitor });
  expect(response.status()).toBe(201);
  return login;
}

/** Logs one of the e2e staff accounts in, in the page's context. */
export async function logInAsStaff(page: Page, who: 'editor' | 'admin'): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { login: accounts[who].login, password: accounts.password, portal: 'member' },
  });
  expect(response.status()).toBe(200);
}

/** Logs the e2e editor in, in the page's context. */
export async function logInAsEditor(page: Page): Promise<void> {
  await logInAsStaff(page, 'editor');
}

/** Logs the e2e exhibitor in, in the page's context. */
export async function logInAsExhibitor(page: Page): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { login: accounts.exhibitor.login, password: accounts.password, portal: 'exhibitor' },
  });
  expect(response.status()).toBe(200);
}

/** A time as the console's datetime-local fields take it (China time), `offsetMs` from now. */
export const chinaLocalTime = (offsetMs = 0) => new Date(Date.now() + offsetMs + 8 * 3_600_000).toISOString().slice(0, 16);

/**
 * Opens check-in at an activity for the e2e exhibitor as staff do on the
 * activity's form: the exhibitor attached and the doors opened an hour ago
 * (check-in takes only attached exhibitors, from the doors-open time).
 */
export async function openCheckIn(page: Page, activityId: number): Promise<void> {
  const found = await page.request.get(`/api/admin/exhibitors?q=${encodeURIComponent(accounts.exhibitor.login)}`);
  expect(found.status()).toBe(200);
  const { exhibitors } = (await found.json()) as { exhibitors: { id: number; login: string }[] };
  const exhibitor = exhibitors.find((account) => account.login === accounts.exhibitor.login);
  expect(exhibitor?.login).toBe(accounts.exhibitor.login);
  const opened = await page.request.get(`/api/admin/activities/${activityId}`);
  const { activity } = (await opened.json()) as { activity: { version: string; values: { exhibitorIds: number[] } & Record<string, unknown> } };
  const saved = await page.request.put(`/api/admin/activities/${activityId}`, {
    data: {
      ...activity.values,
      doorsOpenAt: chinaLocalTime(-3_600_000),
      exhibitorIds: [...new Set([...activity.values.exhibitorIds, exhibitor!.id])],
      version: activity.version,
    },
  });
  expect(saved.status()).toBe(200);
}

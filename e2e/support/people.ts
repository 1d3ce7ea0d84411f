import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import accounts from './accounts.json';
import { expect } from './test';

/**
 * Accounts for journeys that are not about logging in: the session is made
 * through the API on the page's own context (page.request shares its cookies),
 * so the page is logged in without going through the form each time.
 */

const MEMBER_PASSWORD = 'Lotus-harbour-42';

/** A mainland mobile number no other test uses. */
export const newMobile = (prefix = '137') => `${prefix}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Signs a new member up (and so in) in the page's context; answers the login. */
export async function signUpMember(page: Page, name = '投稿会员'): Promise<string> {
  const login = newMobile();
  const response = await page.request.post('/api/auth/signup', { data: { login, password: MEMBER_PASSWORD, name, consent: true } });
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

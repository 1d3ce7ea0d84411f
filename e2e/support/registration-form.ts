import type { Page } from '@playwright/test';
import { text } from './site';

const act = (key: string) => text('zh-CN', 'activity', key);

/**
 * Fills the Chinese registration form as a retail buyer would: the name and mobile number given, a company, a
 * position, the audience, and the privacy consent. The party size (one by default) and what is sent are the
 * caller's.
 */
export async function fillRegistrationForm(page: Page, { name, mobile }: { name: string; mobile: string }): Promise<void> {
  await page.getByLabel(`${act('form.name')} *`).fill(name);
  await page.getByLabel(act('form.mobile'), { exact: true }).fill(mobile);
  await page.getByLabel(`${act('form.company')} *`).fill('杭州青禾服饰有限公司');
  await page.getByLabel(`${act('form.position')} *`).fill('采购经理');
  await page.getByLabel(`${act('form.audience')} *`).selectOption('retailer');
  await page.getByRole('checkbox').check();
}

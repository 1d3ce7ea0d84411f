import { randomInt } from 'node:crypto';
import { routes } from '../lib/routes';
import { logInAsStaff } from './support/people';
import { visit } from './support/site';
import { expect, test } from './support/test';

/**
 * The console's category list as an editor keeps it: a sub-category added under a seeded top category, renamed
 * in place, moved up among its siblings and hidden, each change announced. The
 * journey makes its own category and leaves it hidden, so the public lists stay as the other specs expect them.
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('an editor adds a sub-category, renames it, moves it up and hides it; each change is announced', async ({ page }) => {
  await logInAsStaff(page, 'editor');
  await visit(page, routes.adminCategories);
  await expect(page.getByRole('heading', { level: 1, name: '产品类目' })).toBeVisible();
  const name = `试用类目${randomInt(1000, 9999)}`;
  /** The page's announcement says `text` (other live regions may be on the page). */
  const announced = (text: string | RegExp) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

  await page.getByRole('button', { name: '在“包装印刷”下新增二级类目' }).click();
  const add = page.getByRole('form', { name: '在“包装印刷”下新增二级类目' });
  await add.getByLabel('中文名称').fill(name);
  await add.getByRole('button', { name: '新增' }).click();
  await announced(`已新增“${name}”。`);
  const group = page.getByRole('region', { name: '包装印刷' });
  await expect(group.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();

  // Its level already has 纸质包装: refused under the field, what was typed kept.
  await page.getByRole('button', { name: `修改“${name}”的名称` }).click();
  const rename = page.getByRole('form', { name: `修改“${name}”的名称` });
  await rename.getByLabel('中文名称').fill('纸质包装');
  await rename.getByRole('button', { name: '保存' }).click();
  await expect(rename.getByLabel('中文名称')).toHaveAccessibleDescription(/同一级里已有这个名称的类目/);
  await expect(rename.getByLabel('中文名称')).toHaveValue('纸质包装');
  const renamed = `${name}甲`;
  await rename.getByLabel('中文名称').fill(renamed);
  await rename.getByLabel('英文名称（可选）').fill('Trial category');
  await rename.getByRole('button', { name: '保存' }).click();
  await announced(`已保存“${renamed}”的名称。`);
  await expect(group.getByRole('heading', { level: 3, name: new RegExp(`^${escape(renamed)}\\s*Trial category$`) })).toBeVisible();

  await page.getByRole('button', { name: `将“${renamed}”上移一位` }).click();
  await announced(`“${renamed}”已移到同级第`);
  await expect(page.getByRole('button', { name: `将“${renamed}”上移一位` })).toBeFocused();

  await page.getByRole('button', { name: `隐藏“${renamed}”` }).click();
  await announced(`已隐藏“${renamed}”。`);
  await expect(page.getByRole('button', { name: `重新显示“${renamed}”` })).toBeFocused();

  // The list as the server keeps it: reloaded, the category is still hidden.
  await page.reload();
  await expect(page.getByRole('region', { name: '包装印刷' }).getByText('已隐藏', { exact: true })).toBeVisible();
});

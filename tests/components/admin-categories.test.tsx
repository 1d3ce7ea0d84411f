import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { StaffCategories } from '@/components/console/categories/staff-categories';
import { ViewerProvider } from '@/components/providers/viewer-context';
import type { CategoryListAnswer, StaffCategoryGroup } from '@/lib/companies/category-admin';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import categories from '@/locales/zh-CN/admin-categories.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';

/**
 * The console's category page against a stand-in for its API client: the list in order with what the public
 * sees; moving with the new place announced and the focus kept; a sub-category added in place, the API's
 * refusal under its field with what was typed kept; a rename checked before anything is sent.
 */

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/categories', push: jest.fn(), replace: jest.fn() }),
}));

const client = {
  createCategory: jest.fn<Promise<CategoryListAnswer>, [unknown, string]>(),
  renameCategory: jest.fn<Promise<CategoryListAnswer>, [number, unknown, string]>(),
  moveCategory: jest.fn<Promise<CategoryListAnswer>, [number, string, string]>(),
  hideCategory: jest.fn<Promise<CategoryListAnswer>, [number, boolean, string]>(),
  loadCategories: jest.fn(),
};
jest.mock('@/lib/companies/category-admin-client', () => {
  const actual = jest.requireActual('@/lib/companies/category-admin-client');
  return { validate: actual.validate, categoryNamesSchema: actual.categoryNamesSchema, ...client };
});

const row = (id: number, parentId: number | null, name: string, nameEn = '', hidden = false) => ({ id, parentId, name, nameEn, hidden, companies: id, version: `2026-11-0${id}T00:00:00.000Z` });
const APPAREL: StaffCategoryGroup = { ...row(1, null, '服装服饰', 'Apparel'), children: [row(3, 1, '女装'), row(4, 1, '男装')] };
const BABY: StaffCategoryGroup = { ...row(2, null, '母婴用品', '', true), children: [row(5, 2, '喂养用品')] };

function frame(groups: StaffCategoryGroup[]) {
  const translator = createI18n({ locale: 'zh-CN', resources: { common, console: consoleTexts, 'admin-categories': categories } });
  return render(
    <TranslationProvider translator={translator}>
      <ViewerProvider fromPage={{ id: 9, kind: 'editor', name: '周敏', login: 'zh***@example.com', verified: true }}>
        <StaffCategories groups={groups} />
      </ViewerProvider>
    </TranslationProvider>,
  );
}

const topNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

beforeEach(() => {
  for (const mock of Object.values(client)) mock.mockReset();
});

describe('the category page', () => {
  it('lists top categories with their sub-categories in order, saying what the public does not see', () => {
    frame([APPAREL, BABY]);
    expect(topNames()).toEqual(['服装服饰Apparel', '母婴用品', '新增一级类目']);
    const baby = screen.getByRole('heading', { name: '母婴用品' }).closest('section') as HTMLElement;
    expect(within(baby).getByText('已隐藏')).toBeInTheDocument();
    expect(within(baby).getByText('随一级类目隐藏')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '将“服装服饰”上移一位' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '将“女装”下移一位' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '重新显示“母婴用品”' })).toBeInTheDocument();
    expect(screen.getByText('3 家企业')).toBeInTheDocument();
  });

  it('moves a sub-category up, announces its new place and keeps the focus on its button', async () => {
    client.moveCategory.mockResolvedValueOnce({ groups: [{ ...APPAREL, children: [APPAREL.children[1]!, APPAREL.children[0]!] }, BABY], item: APPAREL.children[1]!, moved: true });
    frame([APPAREL, BABY]);
    const up = screen.getByRole('button', { name: '将“男装”上移一位' });
    fireEvent.click(up);
    await act(async () => undefined);
    expect(client.moveCategory).toHaveBeenCalledWith(4, 'up', 'zh-CN');
    expect(screen.getByRole('status')).toHaveTextContent('“男装”已移到同级第 1 位。');
    const list = screen.getByRole('list', { name: '2 个二级类目' });
    expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['男装', '女装']);
    // First now: its "up" is disabled, so the focus goes to its "down".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '将“男装”下移一位' }));
  });

  it('adds a sub-category in place; a name its level has is said under the field, what was typed kept', async () => {
    client.createCategory.mockRejectedValueOnce({
      response: { status: 409, data: { error: { code: 'conflict', message: '同一级里已有这个名称的类目，请换一个名称。', fields: { name: ['同一级里已有这个名称的类目，请换一个名称。'] } } }, headers: {} },
    });
    frame([APPAREL, BABY]);
    fireEvent.click(screen.getByRole('button', { name: '在“服装服饰”下新增二级类目' }));
    const form = screen.getByRole('form', { name: '在“服装服饰”下新增二级类目' });
    fireEvent.change(within(form).getByLabelText('中文名称'), { target: { value: '女装' } });
    fireEvent.click(within(form).getByRole('button', { name: '新增' }));
    await act(async () => undefined);
    expect(client.createCategory).toHaveBeenCalledWith({ name: '女装', nameEn: '', parentId: 1 }, 'zh-CN');
    expect(within(form).getByLabelText('中文名称')).toHaveValue('女装');
    expect(within(form).getByLabelText('中文名称')).toHaveAccessibleDescription(/同一级里已有这个名称的类目/);

    client.createCategory.mockResolvedValueOnce({ groups: [{ ...APPAREL, children: [...APPAREL.children, row(6, 1, '童装')] }, BABY], item: row(6, 1, '童装') });
    fireEvent.change(within(form).getByLabelText('中文名称'), { target: { value: '童装' } });
    fireEvent.click(within(form).getByRole('button', { name: '新增' }));
    await act(async () => undefined);
    expect(screen.getByRole('status')).toHaveTextContent('已新增“童装”。');
    expect(screen.getByRole('heading', { name: '童装' })).toBeInTheDocument();
  });

  it('checks a rename before sending it', async () => {
    frame([APPAREL, BABY]);
    fireEvent.click(screen.getByRole('button', { name: '修改“女装”的名称' }));
    const form = screen.getByRole('form', { name: '修改“女装”的名称' });
    expect(within(form).getByLabelText('中文名称')).toHaveValue('女装');
    fireEvent.change(within(form).getByLabelText('中文名称'), { target: { value: '  ' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await act(async () => undefined);
    expect(client.renameCategory).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('中文名称')).toHaveAccessibleDescription(/请填写中文名称/);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { useLeaveWarning } from '@/components/forms/use-leave-warning';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import common from '@/locales/zh-CN/common.json';

/**
 * A form with unsaved changes: a link of the site asks first; "cancel" aborts
 * the navigation (reported with docs/spec.md §8's words, no error page, the
 * form as it was); "OK" goes; saved or untouched, nothing is asked. Closing
 * the tab asks the browser's own question.
 */

const router = {
  asPath: '/admin/articles/edit?id=4',
  locale: 'zh-CN',
  defaultLocale: 'zh-CN',
  push: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
};
jest.mock('next/router', () => ({ useRouter: () => router }));

function Editor() {
  const [title, setTitle] = useState('');
  const [saved, setSaved] = useState('');
  useLeaveWarning(title !== saved);
  return (
    <>
      <label>
        标题
        <input value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(title)}>
        保存
      </button>
      <AppLink href="/admin">控制台首页</AppLink>
    </>
  );
}

function show() {
  const translator = createI18n({ locale: 'zh-CN', resources: { common } });
  return render(
    <TranslationProvider translator={translator}>
      <Editor />
    </TranslationProvider>,
  );
}

let info: jest.SpyInstance;
let confirm: jest.SpyInstance;
beforeEach(() => {
  router.push.mockClear();
  info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
  confirm = jest.spyOn(window, 'confirm');
});

const leave = () => act(async () => void fireEvent.click(screen.getByRole('link', { name: '控制台首页' })));

it('asks before a link leaves unsaved changes; cancelling aborts the navigation and keeps the form', async () => {
  show();
  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '秋季选品会回顾' } });
  confirm.mockReturnValueOnce(false);
  await leave();
  expect(confirm).toHaveBeenCalledWith('有尚未保存的修改，离开这个页面会丢失它们。确定离开吗？');
  expect(router.push).not.toHaveBeenCalled();
  expect(info).toHaveBeenCalledWith('Navigation aborted from "/admin/articles/edit?id=4" to "/admin" via a navigation guard.');
  expect(screen.getByLabelText('标题')).toHaveValue('秋季选品会回顾');

  confirm.mockReturnValueOnce(true);
  await leave();
  expect(router.push).toHaveBeenCalledWith('/admin', undefined, { locale: 'zh-CN' });
});

it('asks nothing when there is nothing unsaved, and stops asking once saved', async () => {
  show();
  await leave();
  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '秋季选品会回顾' } });
  fireEvent.click(screen.getByRole('button', { name: '保存' }));
  await leave();
  expect(confirm).not.toHaveBeenCalled();
  expect(router.push).toHaveBeenCalledTimes(2);
});

it('asks the browser’s own question when the tab is closed with unsaved changes', () => {
  show();
  const closing = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(closing()).toBe(false);
  fireEvent.change(screen.getByLabelText('标题'), { target: { value: '秋季选品会回顾' } });
  expect(closing()).toBe(true);
});

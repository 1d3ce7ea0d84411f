import { render, screen } from '@testing-library/react';
import { ConsoleFilterForm } from '@/components/console/filter-panel';
import { FilterFields, FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import consoleTexts from '@/locales/zh-CN/console.json';

/**
 * A list's filter fields: each control found by its label, with the value the
 * page was asked for, its options ("all" first when the filter can be unset),
 * its name for the GET form, in the frame its form gives; the console's form
 * around them says how many filters are set and submits to the list's address.
 */

function show(ui: React.ReactNode) {
  const translator = createI18n({ locale: 'en', resources: { console: consoleTexts } });
  return render(<TranslationProvider translator={translator}>{ui}</TranslationProvider>);
}

it('draws a select and a keyword with their labels, names, values and frames', () => {
  show(
    <form aria-label="筛选">
      <FilterFields fieldClassName="field">
        <FilterSelect name="status" label="状态" value="waitlisted" all="全部" choices={[{ value: 'confirmed', label: '已确认' }, { value: 'waitlisted', label: '候补' }]} className="wide" />
        <FilterInput name="q" label="关键词" value="王" placeholder="姓名或手机号" />
        <FilterInput name="from" type="date" label="起始日期" value="2026-11-01" />
      </FilterFields>
    </form>,
  );
  const status = screen.getByRole('combobox', { name: '状态' });
  expect(status).toHaveAttribute('name', 'status');
  expect(status).toHaveValue('waitlisted');
  expect([...status.querySelectorAll('option')].map((option) => [option.value, option.textContent])).toEqual([
    ['', '全部'],
    ['confirmed', '已确认'],
    ['waitlisted', '候补'],
  ]);
  expect(status.parentElement).toHaveClass('field', 'wide');

  const keyword = screen.getByRole('searchbox', { name: '关键词' });
  expect(keyword).toHaveAttribute('name', 'q');
  expect(keyword).toHaveValue('王');
  expect(keyword).toHaveAttribute('maxlength', '100');
  expect(keyword).toHaveAttribute('placeholder', '姓名或手机号');
  expect(keyword.parentElement).toHaveClass('field');

  const from = screen.getByLabelText('起始日期');
  expect(from).toHaveAttribute('type', 'date');
  expect(from).toHaveValue('2026-11-01');
  expect(from).not.toHaveAttribute('maxlength');
  // Each control has an id of its own.
  expect(new Set([status.id, keyword.id, from.id]).size).toBe(3);
});

it('offers no empty option when the filter is always set', () => {
  show(<FilterSelect name="when" label="时间" value="all" choices={[{ value: 'all', label: '全部' }, { value: 'past', label: '已结束' }]} />);
  expect([...screen.getByRole('combobox', { name: '时间' }).querySelectorAll('option')].map((option) => option.value)).toEqual(['all', 'past']);
});

it('puts the console’s fields in a GET form to the list, behind a summary that counts the filters set', () => {
  show(
    <ConsoleFilterForm active={2} action="/admin/articles" label="Filter articles" submit="Filter">
      <FilterInput name="q" label="Title" value="show" />
    </ConsoleFilterForm>,
  );
  const form = screen.getByRole('form', { name: 'Filter articles' });
  expect(form).toHaveAttribute('method', 'get');
  expect(form).toHaveAttribute('action', '/en/admin/articles');
  expect(screen.getByRole('searchbox', { name: 'Title' })).toHaveValue('show');
  expect(screen.getByRole('button', { name: 'Filter' })).toHaveAttribute('type', 'submit');
  expect(form.closest('details')?.querySelector('summary')).toHaveTextContent('2');
});

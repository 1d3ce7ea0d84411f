import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AgendaEditor, draftRows, type AgendaDraftRow } from '@/components/console/activities/agenda-editor';
import { createI18n } from '@/lib/i18n';
import type { FieldErrors } from '@/lib/http/field-errors';
import { TranslationProvider } from '@/lib/use-translation';
import adminActivities from '@/locales/zh-CN/admin-activities.json';
import common from '@/locales/zh-CN/common.json';

/** The agenda editor: rows added, edited, moved and removed with buttons named by their row, the focus kept, each change announced. */

let latest: AgendaDraftRow[] = [];

function Harness({ initial, errors = {} }: { initial: { time: string; title: string; titleEn: string }[]; errors?: FieldErrors }) {
  const [rows, setRows] = useState(() => draftRows(initial));
  const change = (next: AgendaDraftRow[]) => {
    latest = next;
    setRows(next);
  };
  return <AgendaEditor id="agenda" rows={rows} errors={errors} onChange={change} />;
}

function show(initial: { time: string; title: string; titleEn: string }[] = [], errors?: FieldErrors) {
  latest = [];
  const translator = createI18n({ locale: 'zh-CN', resources: { 'admin-activities': adminActivities, common } });
  return render(
    <TranslationProvider translator={translator}>
      <Harness initial={initial} errors={errors} />
    </TranslationProvider>,
  );
}

const rowsOf = () => latest.map(({ time, title, titleEn }) => ({ time, title, titleEn }));
const row = (number: number) => screen.getByRole('group', { name: `第 ${number} 项` });
const THREE = [
  { time: '09:00', title: '签到', titleEn: 'Check-in' },
  { time: '09:30', title: '开幕致辞', titleEn: '' },
  { time: '10:00', title: '主题分享', titleEn: 'Keynote' },
];

describe('AgendaEditor', () => {
  it('adds an empty row, focuses its time and announces it; typing fills the row', () => {
    show();
    expect(screen.getByText('还没有议程。')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '添加一项' }).click());
    const first = row(1);
    const time = within(first).getByLabelText('时间（必填）');
    expect(time).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已添加第 1 项');

    fireEvent.change(time, { target: { value: '14:00' } });
    fireEvent.change(within(first).getByLabelText('内容（必填）'), { target: { value: '闭门交流' } });
    fireEvent.change(within(first).getByLabelText('英文内容'), { target: { value: 'Closed-door talk' } });
    expect(rowsOf()).toEqual([{ time: '14:00', title: '闭门交流', titleEn: 'Closed-door talk' }]);
  });

  it('moves a row down and up with buttons named by their row; the focus follows the row', () => {
    show(THREE);
    expect(screen.getByRole('button', { name: '上移 第 1 项' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移 第 3 项' })).toBeDisabled();

    act(() => screen.getByRole('button', { name: '下移 第 1 项' }).click());
    expect(rowsOf().map((r) => r.title)).toEqual(['开幕致辞', '签到', '主题分享']);
    expect(screen.getByRole('button', { name: '下移 第 2 项' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已移到第 2 项');

    // Down again to the end: its "move down" is disabled, so the focus goes to its "move up".
    act(() => screen.getByRole('button', { name: '下移 第 2 项' }).click());
    expect(rowsOf().map((r) => r.title)).toEqual(['开幕致辞', '主题分享', '签到']);
    expect(screen.getByRole('button', { name: '上移 第 3 项' })).toHaveFocus();

    act(() => screen.getByRole('button', { name: '上移 第 3 项' }).click());
    expect(rowsOf().map((r) => r.title)).toEqual(['开幕致辞', '签到', '主题分享']);
    // What was typed moves with its row.
    expect(within(row(2)).getByLabelText('英文内容')).toHaveValue('Check-in');
  });

  it('removes a row, focusing the next one (or the add button when none is left)', () => {
    show(THREE.slice(0, 2));
    act(() => screen.getByRole('button', { name: '删除 第 1 项' }).click());
    expect(rowsOf().map((r) => r.title)).toEqual(['开幕致辞']);
    expect(within(row(1)).getByLabelText('时间（必填）')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('已删除第 1 项');

    act(() => screen.getByRole('button', { name: '删除 第 1 项' }).click());
    expect(rowsOf()).toEqual([]);
    expect(screen.getByRole('button', { name: '添加一项' })).toHaveFocus();
  });

  it('shows each row’s errors at its fields, marked invalid, and the list’s own error', () => {
    show(THREE, { 'agenda.1.title': ['admin-activities:errors.agendaTitleRequired'], agenda: ['议程最多 30 项'] });
    const title = within(row(2)).getByLabelText('内容（必填）');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('请填写这一项的内容');
    expect(within(row(1)).getByLabelText('内容（必填）')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('议程最多 30 项');
  });

  it('stops at 30 rows', () => {
    show(Array.from({ length: 30 }, (_, i) => ({ time: `${i}`, title: `第 ${i} 项内容`, titleEn: '' })));
    expect(screen.getByRole('button', { name: '添加一项' })).toBeDisabled();
    expect(screen.getByText('议程最多 30 项')).toBeInTheDocument();
  });
});

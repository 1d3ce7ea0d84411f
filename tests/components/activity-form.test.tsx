import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActivityEdit } from '@/components/console/activities/activity-edit';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { ActivityEditProps, ActivityValues, ExhibitorChoiceView, SaveActivityAnswer, StaffActivityView } from '@/lib/activities/staff-views';
import adminActivities from '@/locales/zh-CN/admin-activities.json';
import activitiesTexts from '@/locales/zh-CN/activities.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';
import { newActivityValues } from '@/server/activities/edit-loader';

/**
 * The activity form: the shared schema's errors at their fields before
 * anything is sent (the first one focused, everything typed kept), the
 * server's answer at its field, online hiding the place's fields, the AMap
 * link filling the coordinates, and a new activity going on at its own address.
 */

const replace = jest.fn<Promise<boolean>, unknown[]>(() => Promise.resolve(true));
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'zh-CN', defaultLocale: 'zh-CN', asPath: '/admin/activities/edit', pathname: '/admin/activities/edit', push: jest.fn(), replace }),
}));

// The real schema and its checks; only the requests are stand-ins.
const saveActivity = jest.fn<Promise<SaveActivityAnswer>, [number | null, ActivityValues, string | null, string]>();
const loadActivity = jest.fn<Promise<StaffActivityView>, [number, string]>();
jest.mock('@/lib/activities/staff-client', () => ({
  ...jest.requireActual('@/lib/activities/staff-client'),
  saveActivity: (...args: [number | null, ActivityValues, string | null, string]) => saveActivity(...args),
  loadActivity: (...args: [number, string]) => loadActivity(...args),
}));

// Quill does not run in jsdom: the description's editor is a plain text area here.
jest.mock('@/components/forms/rich-text/lazy-editor', () => ({
  LazyEditor: ({ labelId, onChange }: { labelId: string; onChange: (html: string, byUser: boolean) => void }) =>
    jest.requireActual('react').createElement('textarea', { 'aria-labelledby': labelId, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value, true) }),
}));

// A new activity's starting values as the edit page's loader makes them, on 6 May 2030 at 09:00 China time:
// it starts on 20 May from 14:00 to 17:00, and registration is open until then.
const DEFAULTS = newActivityValues(new Date('2030-05-06T01:00:00Z'));

const EXHIBITORS: ExhibitorChoiceView[] = [
  { id: 7, company: '杭州青禾服饰有限公司', boothHall: '1 号馆', boothNumber: 'A108', disabled: false },
  { id: 9, company: '宁波织造有限公司', boothHall: '2 号馆', boothNumber: 'B12', disabled: false },
  { id: 11, company: '温州鞋业', boothHall: '', boothNumber: '', disabled: true },
];

function show(props: ActivityEditProps = { activity: null, defaults: DEFAULTS, exhibitors: EXHIBITORS, shows: [] }) {
  const translator = createI18n({
    locale: 'zh-CN',
    resources: { 'admin-activities': adminActivities, activities: activitiesTexts, common, console: consoleTexts, publish, uploads },
  });
  return render(
    <TranslationProvider translator={translator}>
      <ActivityEdit {...props} />
    </TranslationProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(() => fireEvent.submit(screen.getByRole('form', { name: '新建活动' })));

function fillRequired() {
  type('活动名称（必填）', '秋季选品会');
  type('简介（必填）', '面向零售买手的新品选品会。');
  type('场地（必填）', '会展中心 3 号馆');
  type('详细地址（必填）', '上海市浦东新区龙阳路 2345 号');
  type('城市（必填）', '上海');
  type('名额（必填）', '50');
}

describe('ActivityForm', () => {
  it('shows the schema’s errors at their fields before sending, focuses the first and keeps what was typed', async () => {
    show();
    type('英文名称', 'Autumn fair');
    type('结束时间（必填）', '2030-05-20T13:00');
    save();
    await waitFor(() => expect(field('活动名称（必填）')).toHaveFocus());
    expect(field('活动名称（必填）')).toHaveAccessibleDescription('请填写活动名称');
    expect(field('场地（必填）')).toHaveAttribute('aria-invalid', 'true');
    expect(field('名额（必填）')).toHaveAccessibleDescription('可容纳的总人数 请填写名额');
    expect(field('结束时间（必填）')).toHaveAccessibleDescription('结束时间要晚于开始时间');
    expect(screen.getByRole('alert')).toHaveTextContent('请先处理标出的问题，再保存。');
    expect(field('英文名称')).toHaveValue('Autumn fair');
    expect(saveActivity).not.toHaveBeenCalled();
  });

  it('drops a field’s error as soon as it is fixed (a time fixing another), keeps the others, and says a field emptied again when it is left', async () => {
    show();
    type('结束时间（必填）', '2030-05-20T13:00');
    save();
    await waitFor(() => expect(field('活动名称（必填）')).toHaveFocus());
    expect(field('结束时间（必填）')).toHaveAccessibleDescription('结束时间要晚于开始时间');

    type('活动名称（必填）', '秋季选品会');
    await waitFor(() => expect(field('活动名称（必填）')).not.toHaveAttribute('aria-invalid'));
    expect(field('场地（必填）')).toHaveAttribute('aria-invalid', 'true');

    // The end was wrong because of the start: moving the start fixes it.
    type('开始时间（必填）', '2030-05-20T09:00');
    await waitFor(() => expect(field('结束时间（必填）')).not.toHaveAttribute('aria-invalid'));

    type('活动名称（必填）', '');
    await act(async () => undefined);
    expect(field('活动名称（必填）')).not.toHaveAttribute('aria-invalid');
    act(() => fireEvent.blur(field('活动名称（必填）')));
    await waitFor(() => expect(field('活动名称（必填）')).toHaveAccessibleDescription('请填写活动名称'));
  });

  it('creates the activity, says so, and goes on editing it at its own address', async () => {
    saveActivity.mockResolvedValueOnce({
      activity: { id: 42, values: { ...DEFAULTS, capacity: 50 }, seatsTaken: 0, waitlisted: 0, updatedLabel: '2030-05-01 10:00', version: '2030-05-01T02:00:00.000Z' },
      promoted: 0,
    });
    show();
    fillRequired();
    act(() => screen.getByRole('button', { name: '添加一项' }).click());
    type('时间（必填）', '14:00');
    type('内容（必填）', '签到入场');
    act(() => screen.getByLabelText('在网站上公开').click());
    save();
    await waitFor(() => expect(screen.getByText('活动已创建。')).toHaveAttribute('role', 'status'));
    expect(saveActivity).toHaveBeenCalledWith(
      null,
      expect.objectContaining({
        title: '秋季选品会',
        capacity: '50',
        published: true,
        agenda: [{ time: '14:00', timeEn: '', title: '签到入场', titleEn: '' }],
      }),
      null,
      'zh-CN',
    );
    expect(replace).toHaveBeenCalledWith('/admin/activities/edit?id=42', undefined, { shallow: true, scroll: false });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('编辑活动');
    expect(screen.getByRole('link', { name: '查看报名' })).toHaveAttribute('href', '/admin/registrations?activity=42');
  });

  it('shows the server’s refusal at its field: a capacity below the seats taken', async () => {
    saveActivity.mockRejectedValueOnce({
      response: { status: 400, data: { error: { code: 'validation_failed', message: '请检查填写的内容。', fields: { capacity: ['已有 8 席被占用，名额不能少于 8'] } } }, headers: {} },
    });
    show();
    fillRequired();
    type('名额（必填）', '5');
    save();
    await waitFor(() => expect(field('名额（必填）')).toHaveFocus());
    expect(field('名额（必填）')).toHaveAccessibleDescription('可容纳的总人数 已有 8 席被占用，名额不能少于 8');
    expect(field('名额（必填）')).toHaveValue('5');
  });

  it('hides the address and coordinates of an online activity, and reads coordinates from an AMap link', () => {
    show();
    fireEvent.change(field('从高德地图链接读取坐标'), { target: { value: 'https://uri.amap.com/marker?position=121.562,31.208&name=%E5%B1%95%E9%A6%86' } });
    act(() => screen.getByRole('button', { name: '读取坐标' }).click());
    expect(field('经度')).toHaveValue('121.562');
    expect(field('纬度')).toHaveValue('31.208');
    expect(screen.getByText('已填入经度 121.562、纬度 31.208')).toBeInTheDocument();

    fireEvent.change(field('从高德地图链接读取坐标'), { target: { value: 'https://www.amap.com/place/B0FFG' } });
    act(() => screen.getByRole('button', { name: '读取坐标' }).click());
    expect(screen.getByText(/这个链接里没有找到坐标/)).toBeInTheDocument();

    act(() => field('线上活动').click());
    expect(screen.queryByLabelText('详细地址（必填）')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('经度')).not.toBeInTheDocument();
    act(() => field('线上活动').click());
    // Back in person: what was there is there again.
    expect(field('经度')).toHaveValue('121.562');
  });

  it('picks the exhibitors taking part from a list narrowed by a search, and sends their ids', async () => {
    saveActivity.mockResolvedValueOnce({
      activity: { id: 43, values: { ...DEFAULTS, capacity: 50, exhibitorIds: [9, 7] }, seatsTaken: 0, waitlisted: 0, updatedLabel: '2030-05-01 10:00', version: '2030-05-01T02:00:00.000Z' },
      promoted: 0,
    });
    show();
    fillRequired();
    const group = screen.getByRole('group', { name: '参展的展商账号' });
    expect(group).toHaveAccessibleDescription('勾选参加这场活动的展商账号：只有它们能为这场活动的来宾签到。');
    expect(screen.getByLabelText('杭州青禾服饰有限公司 · 1 号馆 A108')).not.toBeChecked();
    expect(screen.getByLabelText('温州鞋业（已停用）')).toBeInTheDocument();

    type('查找展商', 'B12');
    expect(screen.queryByLabelText('杭州青禾服饰有限公司 · 1 号馆 A108')).not.toBeInTheDocument();
    act(() => screen.getByLabelText('宁波织造有限公司 · 2 号馆 B12').click());
    type('查找展商', '青禾');
    act(() => screen.getByLabelText('杭州青禾服饰有限公司 · 1 号馆 A108').click());
    type('查找展商', '没有这家');
    expect(screen.getByText('没有符合的展商。')).toBeInTheDocument();
    // Narrowing the list unticks nothing.
    expect(screen.getByText('已选 2 家')).toBeInTheDocument();
    save();
    await waitFor(() => expect(saveActivity).toHaveBeenCalled());
    expect(saveActivity.mock.calls[0]![1]).toMatchObject({ exhibitorIds: [9, 7] });
  });

  it('says how to open exhibitor accounts when there are none', () => {
    show({ activity: null, defaults: DEFAULTS, exhibitors: [], shows: [] });
    expect(screen.getByText(/还没有展商账号。/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去开通展商账号' })).toHaveAttribute('href', '/admin/exhibitors');
  });

  it('hints at the default doors-open time, 2 hours before the start, and refuses one after the end', async () => {
    show();
    expect(field('入场签到开始')).toHaveAccessibleDescription('选填。展商从这时起可以为来宾签到，直到活动结束；不填则为开始前 2 小时（2030-05-20 12:00）');
    type('开始时间（必填）', '2030-05-21T09:00');
    type('结束时间（必填）', '2030-05-21T18:00');
    expect(field('入场签到开始')).toHaveAccessibleDescription(expect.stringContaining('（2030-05-21 07:00）'));
    fillRequired();
    type('入场签到开始', '2030-05-21T18:30');
    save();
    await waitFor(() => expect(field('入场签到开始')).toHaveFocus());
    expect(field('入场签到开始')).toHaveAccessibleDescription(expect.stringContaining('入场签到开始要早于活动结束时间'));
    expect(saveActivity).not.toHaveBeenCalled();
  });

  it('after someone else’s save (409) keeps everything typed, says so in an alert and reloads the latest version on request', async () => {
    const stored: StaffActivityView = {
      id: 5,
      values: { ...DEFAULTS, title: '秋季选品会', summary: '简介', venue: '会展中心', address: '上海市', city: '上海', capacity: 50, exhibitorIds: [7] },
      seatsTaken: 3,
      waitlisted: 0,
      updatedLabel: '2030-05-01 10:00',
      version: '2030-05-01T02:00:00.000Z',
    };
    const refusal = '其他人已在你打开后保存了这条记录（编辑 周敏，2030-05-01 11:00，北京时间）。为免覆盖对方的修改，你这次的修改没有保存。';
    saveActivity.mockRejectedValueOnce({
      response: { status: 409, data: { error: { code: 'conflict', message: refusal, fields: { version: [refusal] } } }, headers: {} },
    });
    show({ activity: stored, defaults: DEFAULTS, exhibitors: EXHIBITORS, shows: [] });
    type('活动名称（必填）', '我改的名字');
    act(() => screen.getByLabelText('宁波织造有限公司 · 2 号馆 B12').click());
    act(() => fireEvent.submit(screen.getByRole('form', { name: '编辑活动' })));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(screen.getByRole('button', { name: '重新载入' })).toHaveAccessibleDescription(/点“重新载入”会换成最新保存的版本/);
    expect(saveActivity).toHaveBeenCalledWith(5, expect.objectContaining({ title: '我改的名字', exhibitorIds: [7, 9] }), '2030-05-01T02:00:00.000Z', 'zh-CN');
    expect(field('活动名称（必填）')).toHaveValue('我改的名字');
    expect(screen.getByLabelText('宁波织造有限公司 · 2 号馆 B12')).toBeChecked();

    loadActivity.mockResolvedValueOnce({
      ...stored,
      values: { ...stored.values, title: '别人改的名字', capacity: 80, exhibitorIds: [] },
      seatsTaken: 4,
      version: '2030-05-01T03:00:00.000Z',
    });
    act(() => screen.getByRole('button', { name: '重新载入' }).click());
    await waitFor(() => expect(field('活动名称（必填）')).toHaveValue('别人改的名字'));
    expect(loadActivity).toHaveBeenCalledWith(5, 'zh-CN');
    expect(field('名额（必填）')).toHaveValue('80');
    expect(screen.getByLabelText('杭州青禾服饰有限公司 · 1 号馆 A108')).not.toBeChecked();
    expect(screen.getByText('已载入最新保存的版本。')).toHaveAttribute('role', 'status');
    // The button is gone: the focus is on what happened.
    await waitFor(() => expect(screen.getByText('已载入最新保存的版本。').parentElement).toHaveFocus());
    expect(screen.queryByRole('button', { name: '重新载入' })).not.toBeInTheDocument();
    expect(screen.getByText('已占 4 / 80 席 · 候补 0 条')).toBeInTheDocument();

    // The next save goes with the version just loaded.
    saveActivity.mockResolvedValueOnce({ activity: { ...stored, version: '2030-05-01T04:00:00.000Z' }, promoted: 0 });
    act(() => fireEvent.submit(screen.getByRole('form', { name: '编辑活动' })));
    await waitFor(() => expect(saveActivity).toHaveBeenCalledTimes(2));
    expect(saveActivity.mock.calls[1]![2]).toBe('2030-05-01T03:00:00.000Z');
  });

  it('asks for a show’s figures (refusing a negative one) and, for anything else, the show it belongs to', async () => {
    show({ activity: null, defaults: DEFAULTS, exhibitors: [], shows: [{ id: 3, title: '第十二届 TMZ 消费品产业展（上海）', startDay: '2027-01-10' }] });
    expect(field('活动类型（必填）')).toHaveValue('forum');
    expect(screen.getByRole('option', { name: '第十二届 TMZ 消费品产业展（上海）（2027-01-10）' })).toBeInTheDocument();
    type('所属展会', '3');
    expect(screen.queryByLabelText('展商数量（家）')).toBeNull();

    type('活动类型（必填）', 'show');
    expect(screen.queryByLabelText('所属展会')).toBeNull();
    fillRequired();
    type('展商数量（家）', '-5');
    type('观众人次', '32000');
    save();
    await waitFor(() => expect(field('展商数量（家）')).toHaveFocus());
    expect(field('展商数量（家）')).toHaveAccessibleDescription(expect.stringContaining('请填写 0 或正整数'));
    expect(saveActivity).not.toHaveBeenCalled();

    type('展商数量（家）', '620');
    save();
    await waitFor(() => expect(saveActivity).toHaveBeenCalled());
    expect(saveActivity.mock.calls[0]![1]).toMatchObject({ kind: 'show', showId: '', showExhibitors: '620', showVisitors: '32000', showAreaSqm: '' });
  });
});

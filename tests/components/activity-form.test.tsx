import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActivityEdit } from '@/components/console/activities/activity-edit';
import { createI18n } from '@/lib/i18n';
import { TranslationProvider } from '@/lib/use-translation';
import type { ActivityEditProps, ActivityValues, SaveActivityAnswer } from '@/lib/views/admin-activity-views';
import adminActivities from '@/locales/zh-CN/admin-activities.json';
import common from '@/locales/zh-CN/common.json';
import consoleTexts from '@/locales/zh-CN/console.json';
import publish from '@/locales/zh-CN/publish.json';
import uploads from '@/locales/zh-CN/uploads.json';

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

// The real schema and its checks; only the request is a stand-in.
const saveActivity = jest.fn<Promise<SaveActivityAnswer>, [number | null, ActivityValues, string]>();
jest.mock('@/lib/admin-activity-client', () => ({ ...jest.requireActual('@/lib/admin-activity-client'), saveActivity: (...args: [number | null, ActivityValues, string]) => saveActivity(...args) }));

// Quill does not run in jsdom: the description's editor is a plain text area here.
jest.mock('@/components/publish/body-editor', () => ({
  BodyEditor: ({ labelId, onChange }: { labelId: string; onChange: (html: string, byUser: boolean) => void }) =>
    jest.requireActual('react').createElement('textarea', { 'aria-labelledby': labelId, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value, true) }),
}));

const DEFAULTS: ActivityValues = {
  title: '',
  titleEn: '',
  summary: '',
  summaryEn: '',
  description: '',
  cover: '',
  online: false,
  venue: '',
  venueEn: '',
  address: '',
  city: '',
  cityEn: '',
  lng: null,
  lat: null,
  startsAt: '2030-05-20T14:00',
  endsAt: '2030-05-20T17:00',
  capacity: '',
  perRegistrationLimit: 1,
  registrationOpensAt: '2030-05-01T09:00',
  registrationClosesAt: '2030-05-20T14:00',
  agenda: [],
  published: false,
};

function show(props: ActivityEditProps = { activity: null, defaults: DEFAULTS }) {
  const translator = createI18n({
    locale: 'zh-CN',
    resources: { 'admin-activities': adminActivities, common, console: consoleTexts, publish, uploads },
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

  it('creates the activity, says so, and goes on editing it at its own address', async () => {
    saveActivity.mockResolvedValueOnce({ activity: { id: 42, values: { ...DEFAULTS, capacity: 50 }, seatsTaken: 0, waitlisted: 0, updatedLabel: '2030-05-01 10:00' }, promoted: 0 });
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
        agenda: [{ time: '14:00', title: '签到入场', titleEn: '' }],
      }),
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
});

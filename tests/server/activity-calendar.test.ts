import { activityCalendar } from '@/server/activities/calendar';
import type { ActivityRow } from '@/server/activities/queries';

const activity = {
  id: 7,
  title: 'TMZ 品牌与制造博览会',
  summary: '三天，四类伙伴，一个展会。',
  venue: '上海新国际博览中心',
  address: '上海市浦东新区龙阳路 2345 号',
  lat: 31.2,
  lng: 121.56,
  startsAt: new Date('2027-01-06T01:00:00Z'),
  endsAt: new Date('2027-01-08T09:00:00Z'),
} as ActivityRow;

describe('activityCalendar', () => {
  it('makes one VEVENT with the times in UTC, the Chinese title and the place', () => {
    const ics = activityCalendar(activity, { siteName: 'TMZ 产业协同平台', url: 'https://www.example.com/activityDetail?id=7' });
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain('UID:activity-7@www.example.com');
    expect(unfolded).toContain('DTSTART:20270106T010000Z');
    expect(unfolded).toContain('DTEND:20270108T090000Z');
    expect(unfolded).toContain('SUMMARY:TMZ 品牌与制造博览会');
    expect(unfolded).toContain('上海新国际博览中心');
    expect(unfolded).toContain('URL;VALUE=URI:https://www.example.com/activityDetail?id=7');
    expect(unfolded.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });

  it('gives an online activity the site’s one word for it as its place, and no point on a map', () => {
    const online = { ...activity, online: true, venue: '腾讯会议', address: '报名成功后发送直播链接' } as ActivityRow;
    const unfolded = activityCalendar(online, { siteName: 'TMZ 产业协同平台', url: 'https://www.example.com/activityDetail?id=7' }).replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('LOCATION:线上活动');
    expect(unfolded).not.toContain('GEO:');
    expect(unfolded).not.toContain('腾讯会议');
  });
});

import { allowedStatusChanges } from '@/lib/activities/rules';
import { parseChinaDateTime } from '@/lib/china-datetime';
import { positionFromAmapLink } from '@/lib/map/link-position';

/** What staff type into the activity form: China-time datetimes, AMap links; and which status changes each status allows. */

describe('parseChinaDateTime', () => {
  it('reads a datetime-local value as China time, whatever the machine’s zone', () => {
    expect(parseChinaDateTime('2030-05-20T14:00')).toEqual(new Date('2030-05-20T06:00:00Z'));
    expect(parseChinaDateTime('2030-01-01T03:30:15')).toEqual(new Date('2029-12-31T19:30:15Z'));
    expect(parseChinaDateTime(' 2028-02-29T00:00 ')).toEqual(new Date('2028-02-28T16:00:00Z'));
  });

  it.each(['', '2030-05-20', '2030-05-20 14:00', '2030-02-30T10:00', '2029-02-29T10:00', '2030-13-01T10:00', '2030-05-20T24:00', '1999-12-31T10:00', '2030-05-20T14:00Z'])(
    'refuses %p',
    (value) => expect(parseChinaDateTime(value)).toBeNull(),
  );
});

describe('positionFromAmapLink', () => {
  it.each([
    ['https://uri.amap.com/marker?position=121.562,31.208&name=展馆', { lng: 121.562, lat: 31.208 }],
    ['https://uri.amap.com/navigation?to=113.94,22.54,深圳湾&mode=car', { lng: 113.94, lat: 22.54 }],
    ['https://ditu.amap.com/regeo?lng=116.397&lat=39.909', { lng: 116.397, lat: 39.909 }],
    ['https://www.amap.com/?p=B000A7BD6C,39.909,116.397,天安门,', { lng: 116.397, lat: 39.909 }],
    ['121.48, 31.22', { lng: 121.48, lat: 31.22 }],
    ['121.48，31.22', { lng: 121.48, lat: 31.22 }],
  ])('reads %s', (link, position) => expect(positionFromAmapLink(link)).toEqual(position));

  it.each(['https://www.amap.com/place/B0FFG', 'https://maps.example.com/?position=121.5,31.2', 'not a link', 'https://uri.amap.com/marker?position=200,31', '31.2'])(
    'finds nothing in %s',
    (link) => expect(positionFromAmapLink(link)).toBeNull(),
  );
});

describe('allowedStatusChanges', () => {
  it('lets staff check in or cancel a confirmed registration, confirm or cancel a waitlisted one, and nothing else', () => {
    expect(allowedStatusChanges('confirmed')).toEqual(['checked_in', 'cancelled']);
    expect(allowedStatusChanges('waitlisted')).toEqual(['confirmed', 'cancelled']);
    expect(allowedStatusChanges('checked_in')).toEqual([]);
    expect(allowedStatusChanges('cancelled')).toEqual([]);
  });
});

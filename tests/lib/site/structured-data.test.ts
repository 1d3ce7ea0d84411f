import { eventData, SHARE_LOGO_PATH, siteOrganization, type EventFacts } from '@/lib/site/structured-data';

const site = { name: 'TMZ 产业协同平台', url: 'https://www.example.cn' };
const facts: EventFacts = {
  title: '秋季选品会',
  summary: '面向零售买手的新品选品会。',
  startsAt: '2027-03-01T06:00:00.000Z',
  endsAt: '2027-03-01T09:00:00.000Z',
  registrationOpensAt: '2027-02-01T01:00:00.000Z',
  online: false,
  venue: '会展中心 3 号馆',
  address: '龙阳路 2345 号',
  city: '上海',
  lat: 31.2,
  lng: 121.56,
  cover: null,
  seatsLeft: 12,
  url: 'https://www.example.cn/activityDetail?id=4',
};

describe('eventData', () => {
  it('offers free registration: 0 CNY, in stock while seats are left, valid from the registration opening', () => {
    expect(eventData(facts, site).offers).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'CNY',
      availability: 'https://schema.org/InStock',
      validFrom: '2027-02-01T01:00:00.000Z',
      url: facts.url,
    });
    expect(eventData({ ...facts, seatsLeft: 0 }, site).offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
  });

  it('holds an activity in a place at its Place, and an online one at a VirtualLocation, with the matching attendance mode', () => {
    expect(eventData(facts, site)).toMatchObject({
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: '会展中心 3 号馆', address: { streetAddress: '龙阳路 2345 号', addressLocality: '上海', addressCountry: 'CN' }, geo: { latitude: 31.2, longitude: 121.56 } },
    });
    expect(eventData({ ...facts, online: true }, site)).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: facts.url },
    });
  });

  it('names the site as organiser with its logo, and shows the cover or else the emblem', () => {
    expect(eventData(facts, site).organizer).toEqual(siteOrganization(site));
    expect(siteOrganization(site).logo).toEqual({ '@type': 'ImageObject', url: `https://www.example.cn${SHARE_LOGO_PATH}`, width: 300, height: 300 });
    expect(eventData(facts, site).image).toEqual([`https://www.example.cn${SHARE_LOGO_PATH}`]);
    expect(eventData({ ...facts, cover: '/api/uploads/9' }, site).image).toEqual(['https://www.example.cn/api/uploads/9']);
  });
});

import { agendaTimeInEnglish, agendaTimeOutside, hasCjk, parseAgendaTime } from '@/lib/activities/agenda-time';

const at = (value: string) => new Date(`${value}+08:00`);

describe('parseAgendaTime', () => {
  it.each([
    ['09:30', { day: null, from: 570, to: null }],
    ['9:30', { day: null, from: 570, to: null }],
    ['19：30', { day: null, from: 1170, to: null }],
    ['09:30–10:00', { day: null, from: 570, to: 600 }],
    ['14:00 - 15:30', { day: null, from: 840, to: 930 }],
    ['第一天 09:00', { day: 1, from: 540, to: null }],
    ['第二天 14:00', { day: 2, from: 840, to: null }],
    ['第十二天 08:00', { day: 12, from: 480, to: null }],
    ['第3天 10:00', { day: 3, from: 600, to: null }],
    ['Day 2 14:00', { day: 2, from: 840, to: null }],
  ])('reads %s', (text, expected) => {
    expect(parseAgendaTime(text)).toEqual(expected);
  });

  it.each(['全天', '待定', '上午', '25:00', '10:75', '第零天 09:00', '9', ''])('leaves %j alone (not a time)', (text) => {
    expect(parseAgendaTime(text)).toBeNull();
  });
});

describe('agendaTimeOutside', () => {
  const course = [at('2030-05-20T09:30'), at('2030-05-20T11:30')] as const;
  const show = [at('2030-05-20T09:00'), at('2030-05-22T17:00')] as const;

  it('refuses an evening agenda under a morning course, and takes rows within it', () => {
    expect(agendaTimeOutside('19:30', ...course)).toBe(true);
    expect(agendaTimeOutside('09:30', ...course)).toBe(false);
    expect(agendaTimeOutside('11:30', ...course)).toBe(false);
    expect(agendaTimeOutside('11:00–12:00', ...course)).toBe(true);
    expect(agendaTimeOutside('09:00', ...course)).toBe(true);
  });

  it('reads a named day of a show, and a row without one on any of its days', () => {
    expect(agendaTimeOutside('第一天 09:00', ...show)).toBe(false);
    expect(agendaTimeOutside('第三天 17:00', ...show)).toBe(false);
    expect(agendaTimeOutside('第三天 17:30', ...show)).toBe(true);
    expect(agendaTimeOutside('第四天 09:00', ...show)).toBe(true);
    expect(agendaTimeOutside('08:00', ...show)).toBe(false); // the second day
    expect(agendaTimeOutside('第一天 08:00', ...show)).toBe(true);
  });

  it('does not check words', () => {
    expect(agendaTimeOutside('全天', ...course)).toBe(false);
  });
});

describe('agendaTimeInEnglish', () => {
  it('says a named day and its clock time in English', () => {
    expect(agendaTimeInEnglish('第一天 09:00')).toBe('Day 1 09:00');
    expect(agendaTimeInEnglish('第十二天 9:30～10:00')).toBe('Day 12 09:30–10:00');
    expect(agendaTimeInEnglish('14：00')).toBe('14:00');
  });

  it('keeps a time without Chinese, and prefers the English staff wrote', () => {
    expect(agendaTimeInEnglish('Day 2 14:00')).toBe('Day 2 14:00');
    expect(agendaTimeInEnglish('第二天 14:00', 'Day 2, afternoon')).toBe('Day 2, afternoon');
  });

  it('has none for Chinese words without English', () => {
    expect(agendaTimeInEnglish('全天')).toBeNull();
    expect(agendaTimeInEnglish('全天', '')).toBeNull();
    expect(agendaTimeInEnglish('全天', 'All day')).toBe('All day');
  });

  it('tells Chinese text from English', () => {
    expect(hasCjk('Hall W3, 龙阳路')).toBe(true);
    expect(hasCjk('Halls W3–W5 · “Shanghai”')).toBe(false);
  });
});

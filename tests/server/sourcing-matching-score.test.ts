import { categoryFit, certifiedYears, matchScore, MATCH_POINTS, placeName, regionFit } from '@/server/sourcing/matching';

/** The matching's score (server/sourcing/matching.ts): its parts and their ceilings. */

describe('placeName', () => {
  it('drops the administrative suffix and letter case', () => {
    expect(placeName('浙江省')).toBe('浙江');
    expect(placeName('杭州市')).toBe('杭州');
    expect(placeName('广西壮族自治区')).toBe('广西');
    expect(placeName('香港特别行政区')).toBe('香港');
    expect(placeName(' Shanghai City ')).toBe('shanghai');
  });
});

describe('regionFit', () => {
  it('finds the company’s city, else its province, in the delivery region', () => {
    expect(regionFit('浙江杭州', '杭州市', '浙江省')).toBe('city');
    expect(regionFit('浙江杭州萧山', '宁波市', '浙江省')).toBe('province');
    expect(regionFit('上海', '上海市', '上海市')).toBe('city');
    expect(regionFit('广东广州', '杭州市', '浙江省')).toBe('none');
    expect(regionFit('Suzhou, Jiangsu', 'Suzhou', 'Jiangsu')).toBe('city');
  });

  it('matches nothing on an empty place or a one-character remainder', () => {
    expect(regionFit('浙江杭州', '', '')).toBe('none');
    expect(regionFit('', '杭州市', '浙江省')).toBe('none');
    // 市 alone would be found in any "…市": a name shorter than two characters is no match.
    expect(regionFit('某某市', '市', '')).toBe('none');
  });
});

describe('categoryFit', () => {
  const request = { categoryId: 11, topId: 1 };
  it('is exact for the same category, top for one under the same top category, none otherwise', () => {
    expect(categoryFit(request, [{ id: 12, topId: 1 }, { id: 11, topId: 1 }])).toBe('exact');
    expect(categoryFit(request, [{ id: 12, topId: 1 }])).toBe('top');
    expect(categoryFit(request, [{ id: 1, topId: 1 }])).toBe('top');
    expect(categoryFit(request, [{ id: 21, topId: 2 }])).toBe('none');
    expect(categoryFit(request, [])).toBe('none');
  });
});

describe('certifiedYears', () => {
  it('counts whole years, 0 in the first', () => {
    const now = new Date('2026-11-29T00:00:00Z');
    expect(certifiedYears(new Date('2026-06-01T00:00:00Z'), now)).toBe(0);
    expect(certifiedYears(new Date('2024-11-28T00:00:00Z'), now)).toBe(2);
    expect(certifiedYears(new Date('2027-01-01T00:00:00Z'), now)).toBe(0);
  });
});

describe('matchScore', () => {
  it('adds the parts', () => {
    expect(matchScore({ category: 'exact', region: 'city', pastQuotes: 3, certifiedYears: 2 })).toBe(40 + 25 + 6 + 6);
    expect(matchScore({ category: 'top', region: 'province', pastQuotes: 0, certifiedYears: 0 })).toBe(20 + 15);
    expect(matchScore({ category: 'none', region: 'none', pastQuotes: 0, certifiedYears: 0 })).toBe(0);
  });

  it('caps past quotes and certified years, so the best is 100', () => {
    expect(matchScore({ category: 'exact', region: 'city', pastQuotes: 500, certifiedYears: 30 })).toBe(100);
    expect(MATCH_POINTS.categoryExact + MATCH_POINTS.regionCity + MATCH_POINTS.perPastQuote * MATCH_POINTS.pastQuotesCounted + MATCH_POINTS.perCertifiedYear * MATCH_POINTS.certifiedYearsCounted).toBe(100);
  });

  it('weighs the category most: all else equal, exact over top, and the category gap above the region gap', () => {
    const facts = { region: 'province', pastQuotes: 4, certifiedYears: 1 } as const;
    expect(matchScore({ ...facts, category: 'exact' })).toBeGreaterThan(matchScore({ ...facts, category: 'top' }));
    expect(MATCH_POINTS.categoryExact - MATCH_POINTS.categoryTop).toBeGreaterThan(MATCH_POINTS.regionCity - MATCH_POINTS.regionProvince);
  });
});

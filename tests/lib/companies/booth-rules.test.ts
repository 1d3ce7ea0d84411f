import { compareBoothNumbers, insideHall, overlaps } from '@/lib/companies/booth-rules';
import { boothSchema, hallSchema } from '@/lib/companies/booth-schemas';

describe('booth geometry', () => {
  const hall = { widthM: 20, depthM: 10 };
  it('keeps a booth inside its hall, walls included', () => {
    expect(insideHall({ x: 0, y: 0, widthM: 20, depthM: 10 }, hall)).toBe(true);
    expect(insideHall({ x: 17, y: 7, widthM: 3, depthM: 3 }, hall)).toBe(true);
    expect(insideHall({ x: 18, y: 0, widthM: 3, depthM: 3 }, hall)).toBe(false);
    expect(insideHall({ x: 0, y: 8, widthM: 3, depthM: 3 }, hall)).toBe(false);
    expect(insideHall({ x: -1, y: 0, widthM: 3, depthM: 3 }, hall)).toBe(false);
  });

  it('tells overlapping booths from neighbours sharing a wall or a corner', () => {
    const a = { x: 0, y: 0, widthM: 3, depthM: 3 };
    expect(overlaps(a, { x: 2, y: 2, widthM: 3, depthM: 3 })).toBe(true);
    expect(overlaps(a, { x: 1, y: 1, widthM: 1, depthM: 1 })).toBe(true);
    expect(overlaps({ x: 1, y: 1, widthM: 1, depthM: 1 }, a)).toBe(true);
    expect(overlaps(a, { x: 3, y: 0, widthM: 3, depthM: 3 })).toBe(false);
    expect(overlaps(a, { x: 0, y: 3, widthM: 3, depthM: 3 })).toBe(false);
    expect(overlaps(a, { x: 3, y: 3, widthM: 3, depthM: 3 })).toBe(false);
  });

  it('orders booth numbers as a visitor walks them', () => {
    expect(['A10', 'B1', 'A2', 'a3', '2-18', '2-9'].sort(compareBoothNumbers)).toEqual(['2-9', '2-18', 'A2', 'a3', 'A10', 'B1']);
  });
});

describe('booth and hall input', () => {
  it('takes the form text, upper-cases the number and leaves the company empty', () => {
    expect(boothSchema.parse({ hallId: '3', number: ' a101 ', x: '0', y: '12', widthM: 3, depthM: '3', companyId: '' })).toEqual({
      hallId: 3,
      number: 'A101',
      x: 0,
      y: 12,
      widthM: 3,
      depthM: 3,
      companyId: null,
    });
  });

  it('refuses what no floor has, naming the field', () => {
    const problems = boothSchema.safeParse({ hallId: 1, number: 'A 1', x: 0.5, y: -1, widthM: 0, depthM: 61, companyId: 'x' });
    expect(problems.success).toBe(false);
    const fields = new Set(problems.error?.issues.map((issue) => issue.path[0]));
    expect([...fields].sort()).toEqual(['companyId', 'depthM', 'number', 'widthM', 'x', 'y']);
    expect(hallSchema.safeParse({ name: '', widthM: 501, depthM: 0 }).error?.issues.map((issue) => issue.message)).toEqual([
      'admin-show-floor:errors.nameRequired',
      'admin-show-floor:errors.hallSize',
      'admin-show-floor:errors.hallSize',
    ]);
  });
});

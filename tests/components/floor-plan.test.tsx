import { renderToStaticMarkup } from 'react-dom/server';
import { FloorPlan } from '@/components/companies/floor/floor-plan';
import { boothFontSize, floorPlanModel, floorPlanSvg } from '@/lib/companies/floor-plan';
import type { HallPlanView, PlanBoothView } from '@/lib/companies/floor-views';

/** The floor plan's SVG: drawn from the booth rows, one shape per booth, the chosen one highlighted, exhibitors linked. */

function hallOf(count: number): HallPlanView {
  const booths: PlanBoothView[] = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    number: `A${index + 1}`,
    x: (index % 20) * 4,
    y: Math.floor(index / 20) * 5,
    widthM: 3,
    depthM: 3,
    companyId: index % 3 === 0 ? null : 100 + index,
    companyName: index % 3 === 0 ? null : `公司${index + 1}`,
  }));
  return { id: 7, name: '1号馆', widthM: 80, depthM: 80, booths };
}

const hrefOf = (booth: PlanBoothView) => `/companies/${booth.companyId}`;

describe('floorPlanModel', () => {
  it('measures the drawing in metres with a margin, and draws a grid every metre and every ten', () => {
    const model = floorPlanModel({ id: 1, name: 'H', widthM: 12, depthM: 10, booths: [] });
    expect(model.viewBox).toBe('-1 -1 14 12');
    expect([model.width, model.height]).toEqual([112, 96]);
    expect(model.grid.minor.match(/M/g)).toHaveLength(11 + 9);
    expect(model.grid.major).toBe('M10 0V10');
  });

  it('gives each booth its shape, link, label, highlight and filter state', () => {
    const model = floorPlanModel(hallOf(6), { highlight: 2, hrefOf, shown: (booth) => booth.id !== 3, vacantLabel: '空置' });
    expect(model.booths).toHaveLength(6);
    expect(model.booths[0]).toMatchObject({ number: 'A1', href: null, label: 'A1 空置', highlighted: false });
    expect(model.booths[1]).toMatchObject({ number: 'A2', x: 4, y: 0, width: 3, depth: 3, textX: 5.5, textY: 1.5, href: '/companies/101', label: 'A2 公司2', highlighted: true, dimmed: false });
    expect(model.booths[2]?.dimmed).toBe(true);
  });

  it('writes numbers as large as fit their booth', () => {
    expect(boothFontSize('A1', 3, 3)).toBe(1);
    expect(boothFontSize('A1001', 3, 3)).toBeCloseTo(0.82, 2);
    expect(boothFontSize('A1', 1, 1)).toBe(0.5);
    expect(boothFontSize('LONGNUMBER12', 1, 1)).toBe(0.3);
  });
});

describe('FloorPlan', () => {
  const markup = (count: number, highlight: number | null) =>
    renderToStaticMarkup(<FloorPlan model={floorPlanModel(hallOf(count), { highlight, hrefOf })} idPrefix="plan-7" title="1号馆平面图" description="共 300 个展位" />);

  it('draws a 300-booth hall: one rectangle per booth, the exhibitors’ profiles named on their booths, no link inside the image', () => {
    const html = markup(300, 42);
    document.body.innerHTML = html;
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.getAttribute('aria-labelledby')).toBe('plan-7-title');
    expect(document.getElementById('plan-7-title')?.textContent).toBe('1号馆平面图');
    expect(svg.querySelectorAll('[data-booth]')).toHaveLength(300);
    expect(svg.querySelectorAll('a, [tabindex]')).toHaveLength(0);
    const linked = svg.querySelectorAll('[data-href]');
    expect(linked).toHaveLength(200);
    expect(linked[0]?.getAttribute('data-href')).toBe('/companies/101');
    const highlighted = svg.querySelectorAll('.highlighted');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.getAttribute('data-booth')).toBe('A42');
    // Two grid paths, not one element per line: the page stays small.
    expect(svg.querySelectorAll('path')).toHaveLength(2);
    expect(html.length).toBeLessThan(120_000);
  });

  it('highlights nothing when no booth is chosen', () => {
    document.body.innerHTML = markup(10, null);
    expect(document.querySelectorAll('.highlighted')).toHaveLength(0);
  });
});

describe('floorPlanSvg', () => {
  const classes = { plan: 'plan', floor: 'floor', gridMinor: 'minor', gridMajor: 'major', outline: 'outline', booth: 'booth', vacant: 'vacant', dimmed: 'dimmed', highlighted: 'highlighted' };

  it('is the same drawing as markup: 300 booths, the exhibitors’ profiles named on their booths, one highlighted, names escaped', () => {
    const hall = hallOf(300);
    hall.booths[4]!.companyName = '<b>"甲&乙"</b>';
    document.body.innerHTML = floorPlanSvg(floorPlanModel(hall, { highlight: 5, hrefOf }), { title: '1号馆 <平面图>', description: '共 300 个展位', idPrefix: 'plan-7', classes });
    const svg = document.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(document.getElementById('plan-7-title')?.textContent).toBe('1号馆 <平面图>');
    expect(svg.querySelectorAll('[data-booth]')).toHaveLength(300);
    expect(svg.querySelectorAll('a, [tabindex]')).toHaveLength(0);
    expect(svg.querySelectorAll('[data-href]')).toHaveLength(200);
    const chosen = svg.querySelectorAll('[data-highlighted="true"]');
    expect(chosen).toHaveLength(1);
    expect(chosen[0]?.getAttribute('class')).toBe('booth highlighted');
    expect(chosen[0]?.getAttribute('data-href')).toBe('/companies/104');
    expect(chosen[0]?.querySelector('title')?.textContent).toBe('A5 <b>"甲&乙"</b>');
    expect(svg.querySelectorAll('b')).toHaveLength(0);
  });
});

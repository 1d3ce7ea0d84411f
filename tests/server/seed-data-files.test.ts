import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import { isValidUscc } from '@/lib/certifications/uscc';
import { seedCategories, seedCompanies, seedMeetings, seedShowFloor } from '@/server/db/seed';
import { readSeedFile, readSeedRecords } from '@/server/db/seed/data-files';
import { seedPartnerSchema } from '@/server/db/seed/types';

/** The seed's prose read from its data files (server/db/seed/data/<kind>/NNN.md): header, text, order, refusals. */
describe('seed data files', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-'));
    fs.mkdirSync(path.join(root, 'partners'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  const write = (name: string, text: string) => fs.writeFileSync(path.join(root, 'partners', name), text);
  const read = () => readSeedRecords('partners', seedPartnerSchema, 'description', root);

  it('reads the header as fields and the text after it as the record’s text, in file-name order', () => {
    write('002.md', '---\nname: 乙公司\ncategory: factory\nlogo: /images/seed/logos/b.svg\n---\n第二家。\n');
    write('001.md', '---\nname: "甲公司: 品牌"\ncategory: brand\nlogo: /images/seed/logos/a.svg\ndescriptionEn: The first.\n---\r\n\r\n<p>第一家，\n两行。</p>\r\n');
    write('notes.txt', 'not a record');
    expect(read()).toEqual([
      { name: '甲公司: 品牌', category: 'brand', logo: '/images/seed/logos/a.svg', descriptionEn: 'The first.', description: '<p>第一家，\n两行。</p>' },
      { name: '乙公司', category: 'factory', logo: '/images/seed/logos/b.svg', description: '第二家。' },
    ]);
  });

  it('names the file and the field of a record that does not fit its schema', () => {
    write('001.md', '---\nname: 甲公司\ncategory: bank\nlogo: https://example.com/a.png\n---\n文字\n');
    expect(read).toThrow(/001\.md: category: .*; logo: an image under \/images\/seed\//);
  });

  it('refuses a field the schema does not know (a typo would be lost silently) and a file without a header', () => {
    write('001.md', '---\nname: 甲公司\ncategory: brand\nlogo: /images/seed/a.svg\ndescriptoinEn: typo\n---\n文字\n');
    expect(read).toThrow(/001\.md: .*descriptoinEn/);
    write('001.md', 'name: 甲公司\n');
    expect(read).toThrow(/001\.md: no YAML header/);
  });

  it('refuses a record without its text', () => {
    write('001.md', '---\nname: 甲公司\ncategory: brand\nlogo: /images/seed/a.svg\n---\n');
    expect(read).toThrow(/001\.md: description:/);
  });
});

describe('one-file seed data sets', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-data-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));
  const schema = z.array(z.strictObject({ name: z.string().min(1) }));

  it('reads the YAML file checked against its schema', () => {
    fs.writeFileSync(path.join(root, 'list.yaml'), '# a comment\n- name: 服装服饰\n- { name: 鞋靴箱包 }\n');
    expect(readSeedFile('list', schema, root)).toEqual([{ name: '服装服饰' }, { name: '鞋靴箱包' }]);
  });

  it('names the file and the field that does not fit', () => {
    fs.writeFileSync(path.join(root, 'list.yaml'), '- name: 服装服饰\n- nmae: 鞋靴箱包\n');
    expect(() => readSeedFile('list', schema, root)).toThrow(/list\.yaml: 1\.name: .*; 1: .*nmae/);
  });
});

/** The companies' demo data as its files hold it (the database's view: seed-invariants.test.ts). */
describe('the seeded companies’ data files', () => {
  const categoryNames = () => seedCategories().flatMap((group) => [group.name, ...group.children.map((child) => child.name)]);
  const topOf = () => new Map(seedCategories().flatMap((group) => [[group.name, group.name] as const, ...group.children.map((child) => [child.name, group.name] as const)]));
  const publicFile = (address: string) => path.join(process.cwd(), 'public', address);

  it('parse, every one: about 60 companies', () => {
    expect(seedCompanies().length).toBeGreaterThanOrEqual(55);
    expect(seedCompanies().length).toBeLessThanOrEqual(65);
    expect(new Set(seedCompanies().map((c) => c.name)).size).toBe(seedCompanies().length);
  });

  it('hold a two-level list of 12 top categories with 3–6 sub-categories each, every name unique and in both languages', () => {
    expect(seedCategories()).toHaveLength(12);
    for (const group of seedCategories()) expect({ name: group.name, size: group.children.length >= 3 && group.children.length <= 6 }).toEqual({ name: group.name, size: true });
    expect(new Set(categoryNames()).size).toBe(categoryNames().length);
  });

  it('spread the companies over the four kinds and the 12 top categories, some with two kinds', () => {
    for (const kind of COMPANY_KINDS) expect({ kind, many: seedCompanies().filter((c) => c.kinds.includes(kind)).length >= 8 }).toEqual({ kind, many: true });
    expect(seedCompanies().filter((c) => c.kinds.length === 2).length).toBeGreaterThanOrEqual(5);
    const tops = new Set(seedCompanies().flatMap((c) => c.categories.map((name) => topOf().get(name))));
    expect(tops).toEqual(new Set(seedCategories().map((group) => group.name)));
  });

  it('name only categories of the list, for the company and for each of its 2–6 products', () => {
    const known = new Set(categoryNames());
    const unknown = seedCompanies().flatMap((c) => [...c.categories, ...c.products.map((p) => p.category)].filter((name) => !known.has(name)).map((name) => `${c.name}: ${name}`));
    expect(unknown).toEqual([]);
  });

  it('give each company its own valid Unified Social Credit Code', () => {
    const codes = seedCompanies().map((c) => c.uscc);
    expect(codes.filter((code) => !isValidUscc(code))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('mark a company certified only as one of its own kinds; a factory states its capacity, a provider its services', () => {
    for (const c of seedCompanies()) {
      if (c.certified) expect({ name: c.name, kind: c.kinds.includes(c.certified.kind) }).toEqual({ name: c.name, kind: true });
      if (c.kinds.includes('factory')) expect({ name: c.name, capacity: Boolean(c.capacity), processes: (c.processes?.length ?? 0) > 0 }).toEqual({ name: c.name, capacity: true, processes: true });
      if (c.kinds.includes('provider')) expect({ name: c.name, services: (c.services?.length ?? 0) > 0 }).toEqual({ name: c.name, services: true });
    }
    expect(seedCompanies().filter((c) => c.certified).length).toBeGreaterThan(30);
    expect(seedCompanies().filter((c) => !c.certified).length).toBeGreaterThan(3);
  });

  it('write a 2–4 paragraph introduction in Chinese and one in English, no filler text', () => {
    expect(seedCompanies().filter((c) => !c.introductionEn || !c.summaryEn || !c.nameEn).map((c) => c.name)).toEqual([]);
    for (const c of seedCompanies()) {
      const paragraphs = c.introduction.split(/\n\s*\n/);
      expect({ name: c.name, paragraphs: paragraphs.length >= 2 && paragraphs.length <= 4 }).toEqual({ name: c.name, paragraphs: true });
      expect(`${c.introduction}${c.summary}`).not.toMatch(/lorem|ipsum|TODO|测试公司|示例公司|xxx/i);
    }
  });

  it('use logo and picture files of the project, drawn for the seed', () => {
    const files = seedCompanies().flatMap((c) => [c.logo, ...c.products.map((p) => p.picture)]);
    expect(files.filter((file) => !/^\/images\/seed\/(companies|products)\/[\w-]+\.svg$/.test(file) || !fs.existsSync(publicFile(file)))).toEqual([]);
    expect(new Set(seedCompanies().map((c) => c.logo)).size).toBe(seedCompanies().length);
  });

  it('put 40 of them at the show, in 3 halls, each on one booth, with a few booths still for sale', () => {
    const floor = seedShowFloor();
    expect(floor.halls).toHaveLength(3);
    const taken = floor.halls.flatMap((hall) => hall.booths.flatMap((booth) => (booth.company ? [booth.company] : [])));
    expect(taken).toHaveLength(40);
    expect(new Set(taken).size).toBe(40);
    const names = new Set(seedCompanies().map((c) => c.name));
    expect(taken.filter((name) => !names.has(name))).toEqual([]);
    const free = floor.halls.flatMap((hall) => hall.booths.filter((booth) => !booth.company));
    expect(free.length).toBeGreaterThanOrEqual(2);
    expect(free.length).toBeLessThanOrEqual(8);
    const numbers = floor.halls.flatMap((hall) => hall.booths.map((booth) => booth.number));
    expect(new Set(numbers).size).toBe(numbers.length);
    const sizes = new Set(floor.halls.flatMap((hall) => hall.booths.map((booth) => `${booth.width}x${booth.depth}`)));
    expect([...sizes].filter((size) => !['3x3', '3x6', '6x6', '9x6'].includes(size))).toEqual([]);
  });

  it('book meetings between known members and exhibitors of the show, in every status', () => {
    const { members, meetings } = seedMeetings();
    const logins = new Set(members.map((m) => m.login));
    const exhibitors = new Set(seedShowFloor().halls.flatMap((hall) => hall.booths.map((booth) => booth.company)));
    expect(meetings.filter((m) => !logins.has(m.member) || !exhibitors.has(m.company))).toEqual([]);
    expect(new Set(meetings.map((m) => m.status))).toEqual(new Set(['requested', 'proposed', 'accepted', 'declined', 'cancelled']));
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readSeedRecords } from '@/server/db/seed/data-files';
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

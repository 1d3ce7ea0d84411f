import { attachment, toCsv } from '@/server/csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends rows with CRLF, as Excel expects of UTF-8', () => {
    expect(toCsv(['姓名', '公司'], [['韩梅梅', '青禾']])).toBe('\uFEFF姓名,公司\r\n韩梅梅,青禾\r\n');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const row = toCsv(['a'], [['=1+2', '+86', '-5', '@SUM(A1)', '\tx', '\rx', 'safe']]).split('\r\n')[1];
    expect(row).toBe(`'=1+2,'+86,'-5,'@SUM(A1),'\tx,"'\rx",safe`);
  });

  it('quotes commas, quotes and line breaks, and writes dates in China time', () => {
    const text = toCsv(['a'], [['a,b', 'say "hi"', 'two\nlines', new Date('2026-12-01T01:30:00Z'), null, 3]]);
    expect(text.split('\r\n')[1]).toBe('"a,b","say ""hi""","two\nlines",2026-12-01 09:30,,3');
  });
});

describe('attachment', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(attachment('registrations-3.csv', '沙龙-报名.csv')).toBe(
      `attachment; filename="registrations-3.csv"; filename*=UTF-8''${encodeURIComponent('沙龙-报名.csv')}`,
    );
  });
});

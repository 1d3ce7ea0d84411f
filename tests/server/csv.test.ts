import { attachment, formulaSafe, toCsv } from '@/server/kernel/csv';

describe('toCsv', () => {
  it('starts with a byte-order mark and ends rows with CRLF, as Excel expects of UTF-8', () => {
    expect(toCsv(['姓名', '公司'], [['韩梅梅', '青禾']])).toBe('\uFEFF姓名,公司\r\n韩梅梅,青禾\r\n');
  });

  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const row = toCsv(['a'], [['=1+2', '+86', '-5', '@SUM(A1)', '\tx', '\rx', 'safe']]).split('\r\n')[1];
    expect(row).toBe(`'=1+2,'+86,'-5,'@SUM(A1),'\tx,"'\rx",safe`);
  });

  it('neutralises the full-width ＝ ＋ － ＠ too, which some spreadsheets fold to = + - @', () => {
    const row = toCsv(['a'], [['＝1+2', '＋86', '－5', '＠SUM(A1)']]).split('\r\n')[1];
    expect(row).toBe(`'＝1+2,'＋86,'－5,'＠SUM(A1)`);
  });

  it('neutralises a formula behind leading white space, ideographic and no-break spaces included', () => {
    const row = toCsv(['a'], [[' =1+2', '  +86', '\u3000＝1', '\u00A0@SUM(A1)', ' \t-5']]).split('\r\n')[1];
    expect(row).toBe(`' =1+2,'  +86,'\u3000＝1,'\u00A0@SUM(A1),' \t-5`);
  });

  it('leaves numbers, text with a formula character inside and plain spaced text alone', () => {
    const row = toCsv(['a'], [[-5, 'a=b', '13800138000', ' 青禾 ', '1-2', '']]).split('\r\n')[1];
    expect(row).toBe('-5,a=b,13800138000, 青禾 ,1-2,');
  });

  it('quotes commas, quotes and line breaks, and writes dates in China time', () => {
    const text = toCsv(['a'], [['a,b', 'say "hi"', 'two\nlines', new Date('2026-12-01T01:30:00Z'), null, 3]]);
    expect(text.split('\r\n')[1]).toBe('"a,b","say ""hi""","two\nlines",2026-12-01 09:30,,3');
  });
});

describe('formulaSafe', () => {
  it('prefixes a cell that starts with a tab, a line break or NUL, whatever follows', () => {
    expect(['\tx', '\rx', '\nx', '\0x'].map(formulaSafe)).toEqual(["'\tx", "'\rx", "'\nx", "'\0x"]);
  });

  it('prefixes only once and leaves text that cannot start a formula', () => {
    expect(formulaSafe("'=1")).toBe("'=1");
    expect(formulaSafe('韩梅梅')).toBe('韩梅梅');
  });
});

describe('attachment', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(attachment('registrations-3.csv', '沙龙-报名.csv')).toBe(
      `attachment; filename="registrations-3.csv"; filename*=UTF-8''${encodeURIComponent('沙龙-报名.csv')}`,
    );
  });
});

import { codeFromScan } from '@/lib/registrations/barcode-code';

describe('codeFromScan', () => {
  it('reads the code from the e-ticket’s check-in address', () => {
    expect(codeFromScan('https://tmz.example.com/exhibitor?code=ABCDEFGHJKLM')).toBe('ABCDEFGHJKLM');
    expect(codeFromScan('http://localhost:3000/exhibitor?code=abcd-efgh-jklm')).toBe('ABCDEFGHJKLM');
  });

  it('takes a bare code, whatever its case, spaces and dashes', () => {
    expect(codeFromScan(' abcd efgh jklm ')).toBe('ABCDEFGHJKLM');
  });

  it('ignores other QR codes', () => {
    expect(codeFromScan('https://weixin.qq.com/r/abc')).toBeNull();
    expect(codeFromScan('BEGIN:VCARD')).toBeNull();
    expect(codeFromScan('ABCDEFGHJKL0')).toBeNull();
  });
});

import { normalisePhone, isStoredPhone } from '@/lib/people/phone';
import { callingCodeOf, composePhone, isInternationalPhone, maskPhone, PHONE_COUNTRIES } from '@/lib/people/phone-countries';
import { loginKindOf, normaliseLogin } from '@/lib/auth/schema';
import { registrationSchema } from '@/lib/registrations/schema';

/** Phone numbers from mainland China and elsewhere: what is taken, how it is stored, how it is shown. */

describe('normalisePhone', () => {
  it.each([
    ['13912345678', '13912345678'],
    ['139 1234 5678', '13912345678'],
    ['139-1234-5678', '13912345678'],
    ['+86 139 1234 5678', '13912345678'],
    ['8613912345678', '13912345678'],
    ['0086 139 1234 5678', '13912345678'],
  ])('keeps a mainland mobile %p as its 11 digits', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
  });

  it.each([
    ['+44 7700 900123', '+447700900123'],
    ['+44 (0)7700-900123'.replace('(0)', ''), '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['+1 415 555 2671', '+14155552671'],
    ['+1-202-555-0123', '+12025550123'],
    ['+852 6123 4567', '+85261234567'],
    ['+852-9123-4567', '+85291234567'],
    ['+49 30 123456', '+4930123456'],
  ])('stores an international number %p in E.164', (typed, stored) => {
    expect(normalisePhone(typed)).toBe(stored);
    expect(isStoredPhone(stored)).toBe(true);
  });

  it.each([
    '',
    '1391234567', // 10 digits
    '23912345678', // not a mobile
    '+86 10 1234 5678', // a Beijing landline: codes and tickets go by SMS
    '7700 900123', // no country code
    '+44 77', // too short for the UK
    '+852 1234', // too short for Hong Kong
    '+1 415 555 26711234', // too long
    '+999 123456', // no such country code
    'call me',
    '+44 7700 900123 ext 5',
    `+${'1'.repeat(40)}`,
  ])('refuses %p', (typed) => {
    expect(normalisePhone(typed)).toBeNull();
  });
});

describe('the chooser and masking', () => {
  it('lists countries with their calling codes, mainland China and the UK among them', () => {
    expect(PHONE_COUNTRIES.length).toBeGreaterThan(200);
    expect(callingCodeOf('CN')).toBe('86');
    expect(callingCodeOf('GB')).toBe('44');
    expect(callingCodeOf('HK')).toBe('852');
    expect(callingCodeOf('US')).toBe('1');
  });

  it('puts the chosen country’s code before a national number, dropping its trunk 0', () => {
    expect(composePhone('GB', '07700 900123')).toBe('+44 7700 900123');
    expect(normalisePhone(composePhone('GB', '07700 900123'))).toBe('+447700900123');
    expect(composePhone('HK', '6123 4567')).toBe('+852 6123 4567');
    expect(composePhone('US', '415-555-2671')).toBe('+1 415-555-2671');
  });

  it('leaves a number alone that carries its own code, and mainland numbers', () => {
    expect(composePhone('US', '+44 7700 900123')).toBe('+44 7700 900123');
    expect(composePhone('CN', '139 1234 5678')).toBe('139 1234 5678');
    expect(composePhone('GB', '')).toBe('');
  });

  it('masks mainland and international numbers', () => {
    expect(maskPhone('13912345678')).toBe('139****5678');
    expect(maskPhone('+447700900123')).toBe('+447*****0123');
    expect(maskPhone('+85261234567')).toBe('+852****4567');
    expect(isInternationalPhone('+447700900123')).toBe(true);
    expect(isInternationalPhone('13912345678')).toBe(false);
  });
});

describe('logins and the registration form', () => {
  it('takes an international number as a mobile login', () => {
    expect(normaliseLogin(' +44 7700 900123 ')).toBe('+447700900123');
    expect(loginKindOf('+447700900123')).toBe('mobile');
    expect(loginKindOf('13912345678')).toBe('mobile');
    expect(loginKindOf('+4477')).toBeNull();
  });

  const base = { name: 'Jane Smith', company: 'Smith & Co', position: 'Buyer', audience: 'brand', quantity: 1, consent: true } as const;

  it('registers with an international number and an e-mail address, or either alone', () => {
    expect(registrationSchema.parse({ ...base, mobile: '+44 7700 900123', email: 'Jane@Example.co.uk' })).toMatchObject({
      mobile: '+447700900123',
      email: 'jane@example.co.uk',
    });
    expect(registrationSchema.parse({ ...base, email: 'jane@example.co.uk' })).toMatchObject({ mobile: '', email: 'jane@example.co.uk' });
    expect(registrationSchema.parse({ ...base, mobile: '13912345678' })).toMatchObject({ mobile: '13912345678', email: '' });
  });

  it('asks for a way to reach the person, and says which number is wrong', () => {
    const none = registrationSchema.safeParse({ ...base, mobile: '', email: '' });
    expect(none.error?.issues).toEqual([expect.objectContaining({ path: ['mobile'], message: 'activity:form.errors.contactRequired' })]);
    const wrong = registrationSchema.safeParse({ ...base, mobile: '7700 900123', email: 'jane@example.co.uk' });
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['mobile'], message: 'activity:form.errors.mobileFormat' })]);
  });
});

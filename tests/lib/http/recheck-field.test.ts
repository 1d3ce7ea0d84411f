import type { FieldErrors } from '@/lib/http/field-errors';
import { recheckField } from '@/lib/http/recheck-field';

describe('recheckField', () => {
  const current: FieldErrors = { name: ['请填写姓名'], mobile: ['手机号格式不正确'], 'agenda.0.time': ['时间不在活动时间内'] };

  it('drops a field’s error once the schema has none for it, and keeps the others', () => {
    const fresh: FieldErrors = { mobile: ['手机号格式不正确'] };
    expect(recheckField(current, fresh, 'name')).toEqual({ mobile: ['手机号格式不正确'], 'agenda.0.time': ['时间不在活动时间内'] });
  });

  it('drops it when the whole input is valid', () => {
    expect(recheckField(current, null, 'mobile')).toEqual({ name: ['请填写姓名'], 'agenda.0.time': ['时间不在活动时间内'] });
  });

  it('keeps a field’s error while the schema still has one (typing does not flicker it)', () => {
    const fresh: FieldErrors = { name: ['请填写姓名'], mobile: ['手机号格式不正确'] };
    expect(recheckField(current, fresh, 'name')).toBe(current);
  });

  it('treats the parts of a field as the field (an agenda row’s time)', () => {
    expect(recheckField(current, { name: ['x'] }, 'agenda')).toEqual({ name: ['请填写姓名'], mobile: ['手机号格式不正确'] });
    expect(recheckField(current, { 'agenda.0.time': ['x'] }, 'agenda')).toBe(current);
  });

  it('does not add an error while typing, but shows the schema’s on blur', () => {
    const fresh: FieldErrors = { email: ['邮箱格式不正确'] };
    expect(recheckField({}, fresh, 'email')).toEqual({});
    expect(recheckField({}, fresh, 'email', { show: true })).toEqual({ email: ['邮箱格式不正确'] });
    expect(recheckField({}, fresh, 'name', { show: true })).toEqual({});
  });

  it('leaves a field’s error as it is on blur (a server’s verdict cannot be checked here)', () => {
    expect(recheckField(current, null, 'name', { show: true })).toBe(current);
    expect(recheckField(current, { name: ['另一个'] }, 'name', { show: true })).toBe(current);
  });

  it('returns the same object when nothing changed', () => {
    expect(recheckField(current, current, 'name')).toBe(current);
    const none = {};
    expect(recheckField(none, null, 'name')).toBe(none);
    expect(recheckField(none, null, 'name', { show: true })).toBe(none);
  });
});

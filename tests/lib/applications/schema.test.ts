import { describeResumeProblem, isReference, nextStatuses, normaliseReference, RESUME_ACCEPT, RESUME_MAX_BYTES } from '@/lib/applications/rules';
import { applicationFieldsSchema, applicationLookupSchema, fieldsFromForm, staffNoteSchema, statusChangeSchema } from '@/lib/applications/schema';
import { validate } from '@/lib/http/field-errors';

/**
 * The job application form's shared rules (the form checks them before
 * sending, the API again): the fields and their messages, the résumé's check
 * in the browser (the server judges its bytes: tests/server/job-applications.test.ts),
 * the reference, the statuses' way.
 */

const VALID = {
  name: ' 张三 ',
  mobile: '+86 138-0013-8000',
  email: ' ZhangSan@Example.com ',
  city: '上海',
  experience: '3to5',
  education: 'bachelor',
  coverNote: '  ',
  consent: true,
};

describe('the application fields', () => {
  it('are trimmed and normalised', () => {
    expect(applicationFieldsSchema.parse(VALID)).toEqual({
      name: '张三',
      mobile: '13800138000',
      email: 'zhangsan@example.com',
      city: '上海',
      experience: '3to5',
      education: 'bachelor',
      coverNote: '',
      consent: true,
    });
  });

  it('say what is wrong, field by field, as translation keys', () => {
    expect(validate(applicationFieldsSchema, { name: '', mobile: '12345', email: 'x@', city: '城'.repeat(41), experience: '20', education: '', coverNote: '字'.repeat(1001), consent: false })).toEqual({
      name: ['applications:form.errors.nameRequired'],
      mobile: ['applications:form.errors.mobileFormat'],
      email: ['applications:form.errors.emailFormat'],
      city: ['applications:form.errors.cityTooLong'],
      experience: ['applications:form.errors.experienceRequired'],
      education: ['applications:form.errors.educationRequired'],
      coverNote: ['applications:form.errors.coverNoteTooLong'],
      consent: ['applications:form.errors.consentRequired'],
    });
    expect(validate(applicationFieldsSchema, {})).toMatchObject({ name: ['applications:form.errors.nameRequired'], mobile: ['applications:form.errors.mobileRequired'] });
  });

  it('count the cover note as people count characters (an emoji is one)', () => {
    expect(applicationFieldsSchema.safeParse({ ...VALID, coverNote: '😀'.repeat(1000) }).success).toBe(true);
  });

  it('read consent from the multipart form only as "true"', () => {
    expect(fieldsFromForm({ consent: 'true' }).consent).toBe(true);
    expect(fieldsFromForm({ consent: 'on' }).consent).toBe(false);
    expect(fieldsFromForm({}).consent).toBe(false);
  });
});

describe('the résumé, before it is sent', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('takes PDF, Word, JPG and PNG by their name or the type the browser declares', () => {
    for (const name of ['cv.pdf', 'cv.DOC', 'cv.docx', 'cv.jpg', 'cv.jpeg', 'cv.png']) expect(describeResumeProblem(file(name, 1000))).toBeNull();
    expect(describeResumeProblem(file('简历', 1000, 'application/pdf'))).toBeNull();
    // A phone that declares nothing useful: the name decides here; the server reads the bytes.
    expect(describeResumeProblem(file('cv.pdf', 1000, 'application/octet-stream'))).toBeNull();
    expect(RESUME_ACCEPT).toContain('.docx');
  });

  it('refuses an empty file, one over 10 MB and other types', () => {
    expect(describeResumeProblem(file('cv.pdf', 0))).toBe('resumeRequired');
    expect(describeResumeProblem(file('cv.pdf', RESUME_MAX_BYTES))).toBeNull();
    expect(describeResumeProblem(file('cv.pdf', RESUME_MAX_BYTES + 1))).toBe('resumeTooLarge');
    expect(describeResumeProblem(file('cv.zip', 1000, 'application/zip'))).toBe('resumeType');
    expect(describeResumeProblem(file('cv.html', 1000, 'text/html'))).toBe('resumeType');
    expect(describeResumeProblem(file('cv.pages', 1000))).toBe('resumeType');
  });
});

describe('the reference and the look-up', () => {
  it('reads a reference however it is typed', () => {
    expect(normaliseReference(' ap 20261122 7kq3mx ')).toBe('AP-20261122-7KQ3MX');
    expect(isReference('AP-20261122-7KQ3MX')).toBe(true);
    // 0, O, 1 and I are never drawn.
    expect(isReference('AP-20261122-7KQ3M0')).toBe(false);
    expect(validate(applicationLookupSchema, { reference: 'BR-20261122-7KQ3MX', mobile: '13800138000' })).toEqual({ reference: ['applications:form.errors.referenceFormat'] });
  });
});

describe('the way of an application', () => {
  it('goes forward (steps may be skipped) or to rejected, and ends at hired or rejected', () => {
    expect(nextStatuses('new')).toEqual(['screening', 'interview', 'offer', 'hired', 'rejected']);
    expect(nextStatuses('interview')).toEqual(['offer', 'hired', 'rejected']);
    expect(nextStatuses('offer')).toEqual(['hired', 'rejected']);
    expect(nextStatuses('hired')).toEqual([]);
    expect(nextStatuses('rejected')).toEqual([]);
  });

  it('needs a status and the version for a change, and a note of 1–1000 characters', () => {
    expect(validate(statusChangeSchema, { status: 'interview' })).toEqual({ version: ['console:version.missing'] });
    expect(validate(statusChangeSchema, { status: 'pending', version: 'v' })).toEqual({ status: ['admin-applications:errors.statusRequired'] });
    expect(validate(staffNoteSchema, { note: '  ' })).toEqual({ note: ['admin-applications:errors.noteRequired'] });
  });
});

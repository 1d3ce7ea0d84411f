import { CODE_ALPHABET } from '../registrations/rules';

/**
 * What the job application form, its API and the staff console agree on
 * without zod (a page can use it without loading the validation library): the
 * statuses and their order, the form's choices and lengths, the résumé's
 * types and size, the reference's form and the repeat rule's window.
 */

/** An application's way: new → screening → interview → offer → hired, or rejected from any step before hired. */
export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

const FLOW: readonly ApplicationStatus[] = ['new', 'screening', 'interview', 'offer', 'hired'];

/** Statuses that end an application: nothing follows them. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected'];

/**
 * Where a recruiter may move an application from `current`: any later step of
 * the way (a strong candidate may skip screening), or rejected; nothing from
 * hired or rejected (the candidate has been told).
 */
export function nextStatuses(current: ApplicationStatus): ApplicationStatus[] {
  if (FINAL_STATUSES.includes(current)) return [];
  return [...FLOW.slice(FLOW.indexOf(current) + 1), 'rejected'];
}

/** The statuses the candidate is told of, by SMS and e-mail (the receipt aside). */
export const TOLD_STATUSES = ['interview', 'offer', 'rejected'] as const satisfies readonly ApplicationStatus[];
export type ToldStatus = (typeof TOLD_STATUSES)[number];

export function isToldStatus(status: ApplicationStatus): status is ToldStatus {
  return (TOLD_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/** Years of experience, as Chinese careers sites ask it: a band, chosen in one tap on a phone. */
export const EXPERIENCE_BANDS = ['graduate', 'lt1', '1to3', '3to5', '5to10', '10plus'] as const;
export type ExperienceBand = (typeof EXPERIENCE_BANDS)[number];

/** Highest education: 高中及以下, 中专/技校, 大专, 本科, 硕士, 博士. */
export const EDUCATION_LEVELS = ['high_school', 'vocational', 'associate', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const NAME_MAX_LENGTH = 40;
export const CITY_MAX_LENGTH = 40;
/** The optional cover note, in characters as people count them. */
export const COVER_NOTE_MAX_LENGTH = 1000;
/** A recruiter's note on an application. */
export const STAFF_NOTE_MAX_LENGTH = 1000;

/** The most bytes a résumé may have (10 MB). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

/** The résumé types, decided on the server from the bytes: each with its usual extensions and the types browsers declare for it. */
export const RESUME_FORMATS = {
  pdf: { type: 'application/pdf', extensions: ['pdf'] },
  doc: { type: 'application/msword', extensions: ['doc'] },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  jpg: { type: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { type: 'image/png', extensions: ['png'] },
} as const;
export type ResumeFormat = keyof typeof RESUME_FORMATS;
export type ResumeType = (typeof RESUME_FORMATS)[ResumeFormat]['type'];

const DECLARED: ReadonlySet<string> = new Set([...Object.values(RESUME_FORMATS).map((format) => format.type), 'image/jpg', 'image/pjpeg']);
const EXTENSIONS: ReadonlySet<string> = new Set(Object.values(RESUME_FORMATS).flatMap((format) => format.extensions));

/** For `<input type="file" accept>`: the types and their extensions (some phones match on one, some on the other). */
export const RESUME_ACCEPT = [...Object.values(RESUME_FORMATS).map((format) => format.type), ...[...EXTENSIONS].map((extension) => `.${extension}`)].join(',');

/** The résumé format a file's name claims by its extension (`CV.PDF`: pdf), or null. */
export function namedResumeFormat(filename: string): ResumeFormat | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(filename)?.[1]?.toLowerCase() ?? '';
  const found = Object.entries(RESUME_FORMATS).find(([, format]) => (format.extensions as readonly string[]).includes(extension));
  return found ? (found[0] as ResumeFormat) : null;
}

/** Why a chosen résumé will not be accepted, before it is sent: a key of `applications:form.errors`. */
export type ResumeProblem = 'resumeRequired' | 'resumeTooLarge' | 'resumeType';

/**
 * The browser's check of a chosen file, which only spares a pointless upload
 * (the server judges the bytes): empty, over 10 MB, or neither named nor
 * declared as one of the types. Phones often declare nothing or
 * application/octet-stream, so a known extension is enough.
 */
export function describeResumeProblem(file: Pick<File, 'size' | 'type' | 'name'>): ResumeProblem | null {
  if (file.size === 0) return 'resumeRequired';
  if (file.size > RESUME_MAX_BYTES) return 'resumeTooLarge';
  const extension = /\.([A-Za-z0-9]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (EXTENSIONS.has(extension) || DECLARED.has(file.type.trim().toLowerCase())) return null;
  return 'resumeType';
}

/** A repeat by the same mobile number for the same job within this many days is answered with the first application's reference. */
export const REPEAT_WINDOW_DAYS = 30;

/**
 * The reference a candidate is given: AP, the day in China (YYYYMMDD) and six
 * characters without 0/O and 1/I, so that it can be read out over the phone.
 */
export const REFERENCE_PREFIX = 'AP';
export const REFERENCE_ALPHABET = CODE_ALPHABET;
export const REFERENCE_RANDOM_LENGTH = 6;
const REFERENCE = new RegExp(`^${REFERENCE_PREFIX}-(\\d{8})-([${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}})$`);
const REFERENCE_COMPACT = new RegExp(`^${REFERENCE_PREFIX}(\\d{8})([${REFERENCE_ALPHABET}]{${REFERENCE_RANDOM_LENGTH}})$`);

/** A reference as typed: case, spaces and dashes do not matter. */
export function normaliseReference(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]/g, '');
  const parts = REFERENCE_COMPACT.exec(compact);
  return parts ? `${REFERENCE_PREFIX}-${parts[1]}-${parts[2]}` : compact;
}

export function isReference(value: string): boolean {
  return REFERENCE.test(value);
}

/** Applications one page of the staff list shows. */
export const STAFF_APPLICATIONS_PAGE_SIZE = 50;

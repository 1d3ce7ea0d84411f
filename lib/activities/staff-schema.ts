import { z } from 'zod';
import {
  ACTIVITY_CAPACITY_MAX,
  ACTIVITY_EXHIBITORS_MAX,
  ACTIVITY_KINDS,
  ACTIVITY_PARTY_MAX,
  ACTIVITY_TEXT_MAX,
  ACTIVITY_WHEN,
  AGENDA_ROWS_MAX,
  AGENDA_TEXT_MAX,
  STAFF_STATUS_CHANGES,
  REMINDER_HOURS_DEFAULT,
  REMINDER_HOURS_MAX,
  SHOW_FIGURE_MAX,
} from './rules';
import { parseChinaDateTime } from '../china-datetime';
import { agendaTimeOutside } from './agenda-time';
import { ARTICLE_BODY_HTML_MAX, ARTICLE_BODY_TEXT_MAX } from '../articles/rules';
import { editorTextLength } from '../rich-text/text';
import { whenFieldsRead } from '../http/field-errors';
import { emptyChoice } from '../http/list-query';
import { isSiteImage } from '../uploads/site-image';
import { recordVersion } from '../http/record-version';

/**
 * An activity as staff edit it in the console, shared by the form of
 * /admin/activities/edit and POST/PUT /api/admin/activities: times are typed
 * in China time as datetime-local values ("YYYY-MM-DDTHH:mm"), numbers may come
 * as the form's text. Every rule that needs only the input is here; the one
 * that needs the database (capacity not below the seats already taken) is the
 * server's. Messages are keys of the `admin-activities` namespace.
 */

const message = (key: string) => `admin-activities:errors.${key}`;


const text = (max: number, tooLong: string) =>
  z
    .string({ error: message('invalid') })
    .transform((value) => value.trim())
    .refine((value) => Array.from(value).length <= max, message(tooLong));

const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: message('invalid') })
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => Array.from(value).length <= max, message(tooLong));

const requiredText = (max: number, required: string, tooLong: string) => text(max, tooLong).refine((value) => value.length > 0, message(required));

/** A whole number between `min` and `max`, as a number or as the text of a number field. */
const wholeNumber = (min: number, max: number, required: string, range: string) =>
  z.union([z.number(), z.string()], { error: message(range) }).transform((value, ctx) => {
    const written = typeof value === 'number' ? String(value) : value.trim();
    if (written === '') {
      ctx.issues.push({ code: 'custom', message: message(required), input: value });
      return z.NEVER;
    }
    const number = Number(written);
    if (!/^\d+$/.test(written) || number < min || number > max) {
      ctx.issues.push({ code: 'custom', message: message(range), input: value });
      return z.NEVER;
    }
    return number;
  });

/** A longitude or latitude (decimal degrees, at most `limit` either way), or null when left empty. */
const coordinate = (limit: number, range: string) =>
  z.union([z.number(), z.string(), z.null()], { error: message(range) }).optional().transform((value, ctx) => {
    const written = value === null || value === undefined ? '' : String(value).trim();
    if (written === '') return null;
    const number = Number(written);
    if (!/^-?\d{1,3}(\.\d+)?$/.test(written) || Math.abs(number) > limit) {
      ctx.issues.push({ code: 'custom', message: message(range), input: value });
      return z.NEVER;
    }
    return number;
  });

/** A China-time datetime-local value, as the instant it names. */
const chinaTime = (required: string) =>
  z.string({ error: message(required) }).transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: message(required), input: value });
      return z.NEVER;
    }
    const instant = parseChinaDateTime(value);
    if (!instant) {
      ctx.issues.push({ code: 'custom', message: message('timeInvalid'), input: value });
      return z.NEVER;
    }
    return instant;
  });

/** An optional China-time datetime-local value: null when left empty. */
const optionalChinaTime = z
  .string({ error: message('timeInvalid') })
  .nullable()
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value.trim() === '') return null;
    const instant = parseChinaDateTime(value);
    if (!instant) {
      ctx.issues.push({ code: 'custom', message: message('timeInvalid'), input: value });
      return z.NEVER;
    }
    return instant;
  });

/**
 * The exhibitor accounts taking part (their user ids), each once; absent:
 * as they are (none for a new activity). Whether each id is an exhibitor's
 * account is the server's to check.
 */
const exhibitorIds = z
  .array(
    z
      .number({ error: message('exhibitorsInvalid') })
      .int(message('exhibitorsInvalid'))
      .positive(message('exhibitorsInvalid'))
      // An account id is a PostgreSQL integer.
      .max(2_147_483_647, message('exhibitorsInvalid')),
    { error: message('exhibitorsInvalid') },
  )
  .max(ACTIVITY_EXHIBITORS_MAX, message('exhibitorsTooMany'))
  .optional()
  .transform((ids) => (ids === undefined ? undefined : [...new Set(ids)]));

/** The cover: none, an image uploaded to the site, or one of the site's own images (the demo content's). */
const cover = z
  .string({ error: message('coverInvalid') })
  .optional()
  .transform((value) => (value ?? '').trim())
  .refine((value) => value === '' || isSiteImage(value), message('coverInvalid'));

/** A show's figure (exhibitors, visitors, square metres): a whole number ≥ 0, or null when left empty. */
const showFigure = z.union([z.number(), z.string(), z.null()], { error: message('figureRange') }).optional().transform((value, ctx) => {
  const written = value === null || value === undefined ? '' : String(value).trim();
  if (written === '') return null;
  const number = Number(written);
  if (!/^\d+$/.test(written) || number > SHOW_FIGURE_MAX) {
    ctx.issues.push({ code: 'custom', message: message('figureRange'), input: value });
    return z.NEVER;
  }
  return number;
});

/** The show an activity belongs to (an activity id), or null for none; whether it is a show is the server's to check. */
const showId = z.union([z.number(), z.string(), z.null()], { error: message('showInvalid') }).optional().transform((value, ctx) => {
  const written = value === null || value === undefined ? '' : String(value).trim();
  if (written === '') return null;
  const number = Number(written);
  if (!/^[1-9]\d{0,9}$/.test(written) || number > 2_147_483_647) {
    ctx.issues.push({ code: 'custom', message: message('showInvalid'), input: value });
    return z.NEVER;
  }
  return number;
});

/** The editor's HTML of a description (sanitised on the server), "" when empty. */
const richText = (tooLarge: string, tooLong: string) =>
  z
    .string({ error: message('invalid') })
    .optional()
    .transform((value) => value ?? '')
    .refine((value) => value.length <= ARTICLE_BODY_HTML_MAX, message(tooLarge))
    .refine((value) => editorTextLength(value) <= ARTICLE_BODY_TEXT_MAX, message(tooLong));

export const agendaRowSchema = z.object({
  time: requiredText(AGENDA_TEXT_MAX.time, 'agendaTimeRequired', 'agendaTimeTooLong'),
  timeEn: optionalText(AGENDA_TEXT_MAX.timeEn, 'agendaTimeEnTooLong'),
  title: requiredText(AGENDA_TEXT_MAX.title, 'agendaTitleRequired', 'agendaTitleTooLong'),
  titleEn: optionalText(AGENDA_TEXT_MAX.titleEn, 'agendaTitleEnTooLong'),
});

const fields = z.object({
  /** What it is (the /activities filter); a show is /tmz's when it is the next one. */
  kind: z.enum(ACTIVITY_KINDS, { error: message('kindInvalid') }),
  /** The show it belongs to (its programme); a show belongs to none. */
  showId,
  /** A show's figures; ignored (stored empty) for other kinds. */
  showExhibitors: showFigure,
  showVisitors: showFigure,
  showAreaSqm: showFigure,
  title: requiredText(ACTIVITY_TEXT_MAX.title, 'titleRequired', 'titleTooLong'),
  titleEn: optionalText(ACTIVITY_TEXT_MAX.titleEn, 'titleEnTooLong'),
  summary: requiredText(ACTIVITY_TEXT_MAX.summary, 'summaryRequired', 'summaryTooLong'),
  summaryEn: optionalText(ACTIVITY_TEXT_MAX.summaryEn, 'summaryEnTooLong'),
  description: richText('descriptionTooLarge', 'descriptionTooLong'),
  /** The English description (overview, audience, highlights); empty: the English page says it is in Chinese only. */
  descriptionEn: richText('descriptionEnTooLarge', 'descriptionEnTooLong'),
  cover,
  online: z.boolean({ error: message('invalid') }),
  venue: requiredText(ACTIVITY_TEXT_MAX.venue, 'venueRequired', 'venueTooLong'),
  venueEn: optionalText(ACTIVITY_TEXT_MAX.venueEn, 'venueEnTooLong'),
  address: optionalText(ACTIVITY_TEXT_MAX.address, 'addressTooLong'),
  addressEn: optionalText(ACTIVITY_TEXT_MAX.addressEn, 'addressEnTooLong'),
  city: optionalText(ACTIVITY_TEXT_MAX.city, 'cityTooLong'),
  cityEn: optionalText(ACTIVITY_TEXT_MAX.cityEn, 'cityEnTooLong'),
  lng: coordinate(180, 'lngRange'),
  lat: coordinate(90, 'latRange'),
  startsAt: chinaTime('startsRequired'),
  endsAt: chinaTime('endsRequired'),
  capacity: wholeNumber(1, ACTIVITY_CAPACITY_MAX, 'capacityRequired', 'capacityRange'),
  perRegistrationLimit: wholeNumber(1, ACTIVITY_PARTY_MAX, 'limitRequired', 'limitRange'),
  registrationOpensAt: chinaTime('opensRequired'),
  registrationClosesAt: chinaTime('closesRequired'),
  /** From when exhibitors may check tickets in; null: DOORS_OPEN_DEFAULT_MINUTES before the start. */
  doorsOpenAt: optionalChinaTime,
  exhibitorIds,
  /** Online activities: the live link, sent to registrants with a seat and never shown on the page. */
  onlineUrl: z
    .string({ error: message('onlineUrlInvalid') })
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value === '' || (value.length <= ACTIVITY_TEXT_MAX.onlineUrl && /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)), message('onlineUrlInvalid')),
  /** How many hours before the start confirmed registrants are reminded (0: no reminder). */
  reminderHoursBefore: wholeNumber(0, REMINDER_HOURS_MAX, 'reminderRange', 'reminderRange').optional().default(REMINDER_HOURS_DEFAULT),
  agenda: z.array(agendaRowSchema, { error: message('invalid') }).max(AGENDA_ROWS_MAX, message('agendaTooLong')),
  published: z.boolean({ error: message('invalid') }),
});

type Fields = z.output<typeof fields>;
type FieldName = keyof Fields;

/** Runs a rule between fields only when each of them was read without an issue (so that every field's own error still shows). */
const whenValid = (...names: FieldName[]) => ({ when: whenFieldsRead(names) });

/** The rules between fields, for a new activity's schema and an edit's (which adds its version). */
function withRules<S extends z.ZodType<Fields>>(schema: S) {
  return schema
    .refine((value) => value.endsAt > value.startsAt, { path: ['endsAt'], message: message('endsBeforeStart'), ...whenValid('startsAt', 'endsAt') })
    .refine((value) => value.perRegistrationLimit <= value.capacity, {
      path: ['perRegistrationLimit'],
      message: message('limitOverCapacity'),
      ...whenValid('capacity', 'perRegistrationLimit'),
    })
    .refine((value) => value.registrationClosesAt > value.registrationOpensAt, {
      path: ['registrationClosesAt'],
      message: message('closesBeforeOpens'),
      ...whenValid('registrationOpensAt', 'registrationClosesAt'),
    })
    .refine((value) => value.registrationClosesAt <= value.startsAt, {
      path: ['registrationClosesAt'],
      message: message('closesAfterStart'),
      ...whenValid('registrationClosesAt', 'startsAt'),
    })
    .refine((value) => value.doorsOpenAt === null || value.doorsOpenAt < value.endsAt, {
      path: ['doorsOpenAt'],
      message: message('doorsAfterEnd'),
      ...whenValid('doorsOpenAt', 'endsAt'),
    })
    .superRefine(
      (value, ctx) => {
        value.agenda.forEach((row, index) => {
          if (agendaTimeOutside(row.time, value.startsAt, value.endsAt)) {
            ctx.addIssue({ code: 'custom', path: ['agenda', index, 'time'], message: message('agendaTimeOutside'), input: row.time });
          }
        });
      },
      { when: whenFieldsRead(['startsAt', 'endsAt', 'agenda']) },
    )
    .refine((value) => value.kind !== 'show' || value.showId === null, { path: ['showId'], message: message('showOfShow'), ...whenValid('kind', 'showId') })
    .refine((value) => value.online || value.address !== '', { path: ['address'], message: message('addressRequired'), ...whenValid('online', 'address') })
    .refine((value) => value.online || value.city !== '', { path: ['city'], message: message('cityRequired'), ...whenValid('online', 'city') })
    .refine((value) => value.lat !== null || value.lng === null, { path: ['lat'], message: message('coordinatesPair'), ...whenValid('lng', 'lat') })
    .refine((value) => value.lng !== null || value.lat === null, { path: ['lng'], message: message('coordinatesPair'), ...whenValid('lng', 'lat') });
}

/** A new activity (POST /api/admin/activities, and the form before sending). */
export const activitySchema = withRules(fields);

/**
 * An edit (PUT /api/admin/activities/{id}): the values and `version`, the
 * activity's updatedAt (ISO) when the form was opened — a save over someone
 * else's newer save is refused (409; lib/http/record-version.ts).
 */
export const activityUpdateSchema = withRules(fields.extend({ version: recordVersion }));

export type ActivityInput = z.input<typeof activitySchema>;
export type ActivityFields = z.output<typeof activitySchema>;
export type ActivityUpdateFields = z.output<typeof activityUpdateSchema>;

/** The list's filters: `when` (all by default) and a keyword. */
export const staffActivityQuery = z.object({
  when: z
    .enum(ACTIVITY_WHEN)
    .optional()
    .or(emptyChoice)
    .transform((value) => value ?? 'all'),
  q: z.string().trim().max(100).optional().default(''),
});
export type StaffActivityQuery = z.output<typeof staffActivityQuery>;

/** A staff change of a registration's status: cancel, confirm from the waitlist, or check in. */
export const registrationStatusSchema = z.object({
  status: z.enum(STAFF_STATUS_CHANGES, { error: message('statusInvalid') }),
});
export type RegistrationStatusInput = z.input<typeof registrationStatusSchema>;

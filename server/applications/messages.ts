import { localePrefix, toLocale } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import type { ToldStatus } from '@/lib/applications/rules';
import type { Executor } from '../db';
import type { jobApplications, jobs } from '../db/schema';
import { enqueueMessage } from '../messages/outbox';
import { siteConfig } from '../kernel/site-config';

/**
 * What a candidate is told, through the outbox in the transaction of the
 * change: the receipt when the application is stored, and a word when a
 * recruiter moves it to interview, offer or rejected. By SMS to the mobile
 * number and by e-mail, in the language they applied in. The texts
 * (locales/<lang>/messages.json) name the job and the reference, never the
 * application's contents, and point to the status look-up.
 */

type Application = typeof jobApplications.$inferSelect;
type Job = Pick<typeof jobs.$inferSelect, 'title' | 'titleEn'>;

export type ApplicationMessageKind = 'application_received' | 'application_reference' | `application_${ToldStatus}`;

/** The job's title in the candidate's language (English where the job has one). */
export function jobTitleIn(job: Job, locale: string): string {
  return (toLocale(locale) === 'en' && job.titleEn) || job.title;
}

export async function sendApplicationMessage(tx: Executor, kind: ApplicationMessageKind, application: Application, job: Job, now = new Date()): Promise<void> {
  const locale = toLocale(application.locale);
  await enqueueMessage(
    tx,
    {
      kind,
      to: { mobile: application.mobile, email: application.email },
      locale,
      params: {
        name: application.name,
        title: jobTitleIn(job, locale),
        reference: application.reference,
        link: `${siteConfig().url}${localePrefix(locale)}${routes.applicationStatus}`,
      },
      subject: { type: 'job_application', id: application.id },
    },
    now,
  );
}

import { useRouter } from 'next/router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { DownloadLink } from '@/components/common/download-link';
import { FactList } from '@/components/common/fact-list';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/layouts/inner-page';
import type { Locale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityDetailView } from '@/lib/views/activity-views';
import type { RegistrationAnswer } from '@/lib/views/registration-views';
import { loadRegistrationClient } from '@/lib/load-registration-client';
import { LookupForm } from './lookup-form';
import { RegistrationForm, type Registered } from './registration-form';
import { Ticket } from './ticket';
import { contactFields } from '@/lib/people/contact';
import styles from './registration.module.scss';

const noSubscription = () => () => {};

/**
 * The mobile number a registration was looked up with, kept for this tab so
 * that a reload shows it again. (The browser that registered needs none: its
 * HttpOnly capability cookie proves the registration is its own.)
 */
const storageKey = (code: string) => `tmz-registration:${code}`;

function remember(code: string, mobile: string | null) {
  if (!mobile) return;
  try {
    sessionStorage.setItem(storageKey(code), mobile);
  } catch {
    // Storage may be off (private mode): the code in the address still finds it with the mobile number.
  }
}

function recall(code: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(code));
  } catch {
    return null;
  }
}

/** The key of a ticket link (/t/…), which arrives in the fragment: #key=… */
function linkKey(): string | null {
  const match = /(?:^#|&)key=([A-Za-z0-9_-]{10})(?:&|$)/.exec(window.location.hash);
  return match ? match[1]! : null;
}

/**
 * The ticket for ?code=: opened with a ticket link's key, else this browser's
 * own registration, else one this tab looked up; null when none proves it.
 */
async function restore(code: string, locale: Locale): Promise<Registered | null> {
  const client = await loadRegistrationClient();
  const key = linkKey();
  if (key) {
    try {
      return { ...(await client.opened(code, key, locale)), existing: false, mobile: null, linkKey: key };
    } catch {
      // A wrong or old link: the other proofs may still hold.
    }
  }
  try {
    return { ...(await client.mine(code, locale)), existing: false, mobile: null };
  } catch {
    const mobile = recall(code);
    if (!mobile) return null;
    return { ...(await client.lookUp({ ...contactFields(mobile), code }, locale)), existing: false, mobile };
  }
}

/**
 * /activityDetail/register?id=: the form while registration is open (a
 * waitlist notice when full), why not when it is not, the confirmation with
 * the e-ticket once registered, and "my registration" to look one up or cancel it.
 */
export function RegistrationPage({ activity }: { activity: ActivityDetailView }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const router = useRouter();
  const [shown, setShown] = useState<Registered | null>(null);
  const [restoreFailed, setRestoreFailed] = useState(false);
  const queryCode = typeof router.query.code === 'string' ? router.query.code : '';
  // Only in the browser: the server renders the form, the browser then asks whether ?code= is its own.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  const restoring = inBrowser && queryCode !== '' && !shown && !restoreFailed;
  const open = activity.state === 'open' || activity.state === 'full';
  const path = withQuery(routes.activityRegister, { id: activity.id });

  // Coming back to ?code= (a reload, the back button): show the ticket again when this browser made it.
  useEffect(() => {
    if (!restoring) return;
    let live = true;
    restore(queryCode, i18n.language)
      .then((found) => {
        if (!live) return;
        if (found) setShown(found);
        else setRestoreFailed(true);
      })
      // Not found or no network: the look-up form below has the code filled in.
      .catch(() => live && setRestoreFailed(true));
    return () => {
      live = false;
    };
  }, [restoring, queryCode, i18n.language]);

  function show(registered: Registered) {
    remember(registered.registration.code, registered.mobile);
    setShown(registered);
    void router.replace(withQuery(routes.activityRegister, { id: activity.id, code: registered.registration.code }), undefined, {
      shallow: true,
      scroll: false,
    });
    window.scrollTo({ top: 0 });
  }

  function update(answer: RegistrationAnswer) {
    setShown((current) => (current ? { ...current, ...answer, existing: false } : current));
  }

  function done() {
    setShown(null);
    void router.replace(path, undefined, { shallow: true, scroll: false });
  }

  const facts = [
    { label: t('time'), value: `${activity.startLabel} – ${activity.endLabel}` },
    { label: t('venue'), value: activity.online ? t('online') : t('venueValue', { venue: activity.venue, address: activity.address }) },
    { label: t('seats'), value: t('seatsValue', { left: activity.seatsLeft, capacity: activity.capacity }) },
    { label: t('registration'), value: t(`state.${activity.state}`, { opens: activity.registrationOpensLabel, closes: activity.registrationClosesLabel }) },
  ];

  return (
    <>
      <Seo title={`${t('common:routes.activityRegister.title')} · ${activity.title}`} description={activity.summary} path={path} noindex />
      <InnerPage
        title={t('common:routes.activityRegister.title')}
        lead={activity.title}
        crumbs={[
          { label: t('common:nav.activities'), href: routes.activities },
          { label: activity.title, href: withQuery(routes.activity, { id: activity.id }) },
          { label: t('common:routes.activityRegister.title') },
        ]}
      >
        <div className={styles.layout} data-ticket={shown ? '' : undefined}>
          <div className={styles.main}>
            {restoring ? (
              <section className={styles.card} aria-busy="true">
                <p role="status" className={styles.muted}>
                  {t('ticket.restoring')}
                </p>
              </section>
            ) : shown ? (
              <Ticket answer={shown} mobile={shown.mobile} linkKey={shown.linkKey} existing={shown.existing} onChange={update} onDone={done} />
            ) : open ? (
              <section className={styles.card} aria-labelledby="register-title">
                <h2 id="register-title">{t('form.title')}</h2>
                <p className={styles.muted}>{t('form.lead')}</p>
                <RegistrationForm
                  activityId={activity.id}
                  limit={activity.perRegistrationLimit}
                  full={activity.state === 'full'}
                  online={activity.online}
                  headingId="register-title"
                  onRegistered={show}
                />
              </section>
            ) : (
              <section className={styles.card} aria-labelledby="closed-title" data-closed={activity.state}>
                <h2 id="closed-title">{t('form.closedTitle')}</h2>
                <p className={styles.lead}>{t(`form.closed.${activity.state}`, { time: activity.registrationOpensLabel })}</p>
                <AppLink href={withQuery(routes.activity, { id: activity.id })}>{t('backToActivity')}</AppLink>
              </section>
            )}

            {shown || restoring ? null : (
              <section className={styles.card} id="my-registration" aria-labelledby="lookup-title">
                <h2 id="lookup-title">{t('lookup.title')}</h2>
                <p className={styles.muted}>{t('lookup.lead')}</p>
                <LookupForm headingId="lookup-title" initialCode={queryCode} onFound={show} />
              </section>
            )}
          </div>
          {shown ? null : (
            <aside className={styles.aside} aria-label={activity.title}>
              <h2 className={styles.asideTitle}>{activity.title}</h2>
              <FactList facts={facts} />
              <DownloadLink className={styles.secondary} href={`/api/activities/${activity.id}/ics`}>
                {t('addToCalendar')}
              </DownloadLink>
            </aside>
          )}
        </div>
      </InnerPage>
    </>
  );
}

import { useRouter } from 'next/router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { DownloadLink } from '@/components/common/download-link';
import { FactList } from '@/components/common/fact-list';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/components/layout/inner-page';
import type { Locale } from '@/lib/i18n';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityDetailView } from '@/lib/activities/views';
import { fixedHeaderOffset } from '@/lib/hash-scroll';
import type { MyRegistrationAnswer, RegistrationAnswer } from '@/lib/registrations/views';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
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

/** Where "我的报名" links lead (the activity's page, the notice): the look-up below the form. */
export const LOOKUP_HASH = '#my-registration';

/**
 * Brings the look-up into view just below the fixed header and puts the cursor in its first field, so that
 * "我的报名" lands where it says rather than at the form above it.
 */
function goToLookup(section: HTMLElement) {
  const top = section.getBoundingClientRect().top + window.scrollY - Math.ceil(fixedHeaderOffset());
  window.scrollTo({ top: Math.max(0, top) });
  section.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
}

/**
 * /activityDetail/register?id=: the form while registration is open (a
 * waitlist notice when full), why not when it is not, the confirmation with
 * the e-ticket once registered, and "my registration" to look one up or cancel it.
 * A visitor who registered already — in this browser, or logged in to the
 * account that did — is told so above the form, with the way to the ticket.
 */
export function RegistrationPage({ activity }: { activity: ActivityDetailView }) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const router = useRouter();
  const [shown, setShown] = useState<Registered | null>(null);
  const [restoreFailed, setRestoreFailed] = useState(false);
  // This browser's or account's registration for the activity (GET …/my-registration), asked when no ticket is shown.
  const [mine, setMine] = useState<MyRegistrationAnswer['registration']>(null);
  const lookup = useRef<HTMLElement>(null);
  const queryCode = typeof router.query.code === 'string' ? router.query.code : '';
  // Only in the browser: the server renders the form, the browser then asks whether ?code= is its own.
  const inBrowser = useSyncExternalStore(noSubscription, () => true, () => false);
  // The ticket left by 完成 or 重新报名: not restored again while the address still names it (router.replace is
  // asynchronous, and a restore answering before it would bring the ticket back).
  const [leftCode, setLeftCode] = useState('');
  const restoring = inBrowser && queryCode !== '' && queryCode !== leftCode && !shown && !restoreFailed;
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

  // Already registered? Asked once the page is in the browser and whenever the form is back (after a cancellation, none).
  const asking = inBrowser && queryCode === '' && !shown;
  useEffect(() => {
    if (!asking) return;
    let live = true;
    loadRegistrationClient()
      .then((client) => client.myRegistration(activity.id, i18n.language as Locale))
      .then(
        (found) => live && setMine(found),
        // No answer (offline): the form and the look-up work as before.
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [asking, activity.id, i18n.language]);

  // "我的报名" (#my-registration): at the look-up, its first field focused — on arrival and when the hash changes.
  // A moment later: after Next's own jump to the hash, which leaves the look-up's title under the fixed header.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const land = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (window.location.hash === LOOKUP_HASH && lookup.current) goToLookup(lookup.current);
      }, 0);
    };
    land();
    router.events.on('hashChangeComplete', land);
    router.events.on('routeChangeComplete', land);
    return () => {
      clearTimeout(timer);
      router.events.off('hashChangeComplete', land);
      router.events.off('routeChangeComplete', land);
    };
  }, [router.events]);

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
    setLeftCode(queryCode);
    setShown(null);
    setMine(null);
    void router.replace(path, undefined, { shallow: true, scroll: false });
  }

  // "Register again" (a cancelled ticket): the form, brought into view with its heading focused.
  const toForm = useRef(false);
  // (Once the address has lost the old code: until then the page is still "restoring" it.)
  useEffect(() => {
    if (!toForm.current || shown || restoring) return;
    const heading = document.getElementById('register-title');
    if (!heading) return;
    toForm.current = false;
    heading.focus();
    heading.scrollIntoView({ block: 'start' });
  }, [shown, restoring]);

  function registerAgain() {
    toForm.current = true;
    done();
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
              <Ticket
                answer={shown}
                mobile={shown.mobile}
                linkKey={shown.linkKey}
                existing={shown.existing}
                canRegisterAgain={open}
                onChange={update}
                onDone={done}
                onRegisterAgain={registerAgain}
              />
            ) : null}
            {!restoring && !shown && mine ? (
              <section className={styles.registered} aria-labelledby="registered-title" data-status={mine.status}>
                <h2 id="registered-title">{t('mine.title')}</h2>
                <p className={styles.lead}>{t(`mine.status.${mine.status}`)}</p>
                <AppLink className={styles.secondary} href={withQuery(routes.activityRegister, { id: activity.id, code: mine.code })}>
                  {t('mine.open')}
                </AppLink>
              </section>
            ) : null}
            {restoring || shown ? null : open ? (
              <section className={styles.card} aria-labelledby="register-title">
                <h2 id="register-title" tabIndex={-1}>
                  {t('form.title')}
                </h2>
                <p className={styles.muted}>{t(mine ? 'mine.formLead' : 'form.lead')}</p>
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
              <section ref={lookup} className={styles.card} id={LOOKUP_HASH.slice(1)} aria-labelledby="lookup-title">
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

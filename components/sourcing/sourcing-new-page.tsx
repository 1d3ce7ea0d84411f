import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { RoutePage } from '@/components/common/route-page';
import { routes, sourcingPath } from '@/lib/routes';
import type { SourcingCreatedAnswer, SourcingNewView, SourcingPosterView } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import { SourcingForm } from './sourcing-form';
import styles from './sourcing.module.scss';

/** Why this account may not post, and how to get certified (the four certification pages). */
function Gate({ poster }: { poster: Exclude<SourcingPosterView, { kind: 'allowed' }> }) {
  const { t } = useTranslation('sourcing');
  return (
    <section className={styles.gate} aria-labelledby="sourcing-gate">
      <h2 id="sourcing-gate">{poster.kind === 'no_company' ? t('gate.noCompanyTitle') : t('gate.notCertifiedTitle', { company: poster.companyName })}</h2>
      <p>{poster.kind === 'no_company' ? t('gate.noCompanyText') : t('gate.notCertifiedText')}</p>
      <div className={styles.actions}>
        <ButtonLink href={routes.authorBrand}>{t('gate.apply')}</ButtonLink>
        <span>
          {t('gate.applyOther')} <AppLink href={routes.authorFactory}>{t('gate.factory')}</AppLink> · <AppLink href={routes.authorProvider}>{t('gate.provider')}</AppLink> ·{' '}
          <AppLink href={routes.authorRetailer}>{t('gate.retailer')}</AppLink>
        </span>
      </div>
    </section>
  );
}

/** What became of the request just sent: waiting for review, or live (a trusted company). */
function Done({ request, onAnother }: { request: SourcingCreatedAnswer['request']; onAnother: () => void }) {
  const { t } = useTranslation('sourcing');
  const live = request.status === 'live';
  return (
    <section className={styles.gate} aria-labelledby="sourcing-done" role="status">
      <h2 id="sourcing-done">{live ? t('done.liveTitle') : t('done.pendingTitle')}</h2>
      <p>{live ? t('done.liveText') : t('done.pendingText')}</p>
      <div className={styles.actions}>
        {live ? <ButtonLink href={sourcingPath(request.id)}>{t('done.view')}</ButtonLink> : <ButtonLink href={routes.sourcing}>{t('done.list')}</ButtonLink>}
        <button type="button" className={styles.submit} onClick={onAnother}>
          {t('done.another')}
        </button>
      </div>
    </section>
  );
}

/** /sourcing/new: the form for an account of a certified company; for any other account, how to get certified. */
export function SourcingNewPage({ form }: { form: SourcingNewView }) {
  const { t } = useTranslation('sourcing');
  const [posted, setPosted] = useState<SourcingCreatedAnswer['request'] | null>(null);
  const [round, setRound] = useState(0);
  // The member's draft the form starts from; once it is submitted or deleted, a new form starts empty.
  const [draft, setDraft] = useState(form.draft);
  const { poster } = form;
  return (
    <RoutePage routeKey="sourcingNew" parents={[{ label: t('common:routes.sourcing.title'), href: routes.sourcing }]} noindex>
      {poster.kind !== 'allowed' ? (
        <Gate poster={poster} />
      ) : posted ? (
        <Done
          request={posted}
          onAnother={() => {
            setPosted(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <>
          <p className={styles.lead}>{t('form.company', { company: poster.companyName })}</p>
          <p className={styles.lead}>{poster.trusted ? t('form.leadTrusted', { company: poster.companyName }) : t('form.lead')}</p>
          <SourcingForm
            key={round}
            categories={form.categories}
            today={form.today}
            trusted={poster.trusted}
            draft={draft}
            onPosted={(request) => {
              setDraft(null);
              setPosted(request);
            }}
            onDiscarded={() => {
              setDraft(null);
              setRound((n) => n + 1);
            }}
          />
        </>
      )}
    </RoutePage>
  );
}

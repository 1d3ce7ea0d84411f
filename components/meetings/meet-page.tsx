import { FactList } from '@/components/common/fact-list';
import { RoutePage } from '@/components/common/route-page';
import { FormAlert } from '@/components/forms/form-field';
import { useTranslation } from '@/lib/use-translation';
import type { MeetPageView } from '@/lib/companies/meeting-views';
import { MeetForm } from './meet-form';
import { SaveExhibitorButton } from './save-exhibitor-button';
import cardStyles from '@/components/common/card-grid.module.scss';
import styles from './meetings.module.scss';

/** /companies/meet: the exhibitor, its booth and the show's hours, then the request form (members only). */
export function MeetPage({ company, show, booth, days, requester, refusal }: MeetPageView) {
  const { t } = useTranslation('meetings');
  const open = days.some((day) => day.slots.some((slot) => !slot.taken));
  return (
    <RoutePage routeKey="companyMeet" lead={t('request.lead', { name: company.name })} noindex>
      <div className={cardStyles.grid}>
        <section className={cardStyles.card} aria-labelledby="meet-exhibitor-title">
          <h2 id="meet-exhibitor-title">{company.name}</h2>
          <FactList
            facts={[
              { label: t('request.show'), value: show.title },
              { label: t('request.dates'), value: show.dates },
              ...(show.hours ? [{ label: t('request.hours'), value: show.hours }] : []),
              { label: t('request.venue'), value: show.venue },
              { label: t('request.booth'), value: t('booth', { hall: booth.hall, number: booth.number }) },
            ]}
          />
          <div className={styles.actions}>
            <SaveExhibitorButton companyId={company.id} companyName={company.name} />
          </div>
        </section>
        <section className={`${cardStyles.card} ${styles.formCard}`} aria-labelledby="meet-form-title">
          <h2 id="meet-form-title">{t('request.title')}</h2>
          {refusal ? (
            <FormAlert>{t(`request.refusal.${refusal}`)}</FormAlert>
          ) : !open ? (
            <p className={cardStyles.note}>{t('request.full')}</p>
          ) : (
            <MeetForm companyId={company.id} showId={show.id} initialDays={days} requester={requester} />
          )}
        </section>
      </div>
    </RoutePage>
  );
}

import type { TFunction } from '@/lib/i18n';
import type { ChosenContactView, QuoteTermsView } from '@/lib/sourcing/choose-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './choose.module.scss';

/** An amount in fen as yuan: "¥13.80", "¥276,000.00" (a fraction of a fen rounded to the nearest fen). */
export function yuanText(fen: number): string {
  const [whole = '0', cents = '00'] = (Math.round(fen) / 100).toFixed(2).split('.');
  return `¥${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** One version of a quote's terms: the price per unit and for the whole order (one of them derived when only the other was given), minimum order, lead time, validity and the note. */
export function QuoteTerms({ terms, unit, t }: { terms: QuoteTermsView; unit: string; t: TFunction }) {
  const unitName = t(`sourcing:units.${unit}`);
  return (
    <dl className={styles.terms}>
      <div>
        <dt>{terms.unitPriceFen !== null ? t('choose.terms.perUnit') : t('choose.terms.perUnitFromTotal')}</dt>
        <dd className={styles.price}>{terms.perUnitFen !== null ? `${terms.unitPriceFen !== null ? '' : '≈ '}${yuanText(terms.perUnitFen)} / ${unitName}` : t('choose.terms.none')}</dd>
      </div>
      <div>
        <dt>{terms.totalFen !== null ? t('choose.terms.total') : t('choose.terms.totalFromUnit')}</dt>
        <dd>{terms.wholeFen !== null ? yuanText(terms.wholeFen) : t('choose.terms.none')}</dd>
      </div>
      <div>
        <dt>{t('choose.terms.minOrder')}</dt>
        <dd>{`${count(terms.minOrder)} ${unitName}`}</dd>
      </div>
      <div>
        <dt>{t('choose.terms.leadTime')}</dt>
        <dd>{t('choose.terms.leadDays', { count: terms.leadTimeDays })}</dd>
      </div>
      <div>
        <dt>{t('choose.terms.validUntil')}</dt>
        <dd>
          {terms.validUntil}
          {terms.expired ? <span className={styles.expired}>{t('choose.terms.expired')}</span> : null}
        </dd>
      </div>
      {terms.message ? (
        <div className={styles.note}>
          <dt>{t('choose.terms.message')}</dt>
          <dd>{terms.message}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/** The other side's contact, shown once a quote is accepted. */
export function ChosenContact({ contact, title }: { contact: ChosenContactView | null; title: string }) {
  const { t } = useTranslation('sourcing');
  const href = contact ? (contact.channel === 'phone' ? `tel:${contact.value.replace(/[^\d+]/g, '')}` : `mailto:${contact.value}`) : '';
  return (
    <section className={styles.contact} aria-label={title}>
      <h3>{title}</h3>
      {contact ? (
        <>
          <p className={styles.contactCompany}>{contact.company}</p>
          <dl>
            <div>
              <dt>{t(`choose.contact.${contact.channel}`)}</dt>
              <dd>
                <a href={href}>{contact.value}</a>
              </dd>
            </div>
          </dl>
        </>
      ) : (
        <p>{t('choose.contact.none')}</p>
      )}
    </section>
  );
}

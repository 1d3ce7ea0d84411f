import type { CompanyContactView } from '@/lib/companies/views';
import { useTranslation } from '@/lib/use-translation';
import styles from './profile.module.scss';

/** "联系": the public channel the company chose (a business phone or e-mail), or a note that it has none. */
export function CompanyContact({ contact }: { contact: CompanyContactView | null }) {
  const { t } = useTranslation('companies');
  const href = contact ? (contact.channel === 'phone' ? `tel:${contact.value.replace(/[^\d+]/g, '')}` : `mailto:${contact.value}`) : '';
  return (
    <section aria-labelledby="company-contact" className={styles.box}>
      <h2 id="company-contact">{t('profile.contact')}</h2>
      {contact ? (
        <dl className={styles.facts}>
          <div>
            <dt>{t(`profile.contactChannels.${contact.channel}`)}</dt>
            <dd>
              <a href={href}>{contact.value}</a>
            </dd>
          </div>
        </dl>
      ) : (
        <p className={styles.note}>{t('profile.noContact')}</p>
      )}
    </section>
  );
}

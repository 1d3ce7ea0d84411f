import type { PeopleProps } from '@/lib/people/views';
import { HomeSection } from './home-section';
import { ConsultantCards, PartnerCards } from './people-blocks';
import styles from './home.module.scss';

/** Home section 5 (partners and consultants) as the content of its own page, /home/page-5: every consultant and partner. */
export function PartnersContent({ consultants, partners }: PeopleProps) {
  return (
    <div className={styles.embedded}>
      <HomeSection name="partners" ctas={['contact']}>
        <ConsultantCards consultants={consultants} />
        <PartnerCards partners={partners} />
      </HomeSection>
    </div>
  );
}

import { HomeSection } from './home-section';
import styles from './home.module.scss';

/** Home section 5 (partners and consultants) as the content of its own page, /home/page-5. */
export function PartnersContent() {
  return (
    <div className={styles.embedded}>
      <HomeSection name="partners" ctas={['contact']} />
    </div>
  );
}

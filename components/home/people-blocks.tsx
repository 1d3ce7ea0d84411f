import type { ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { PartnerLogoView, PartnerView, PeopleProps } from '@/lib/people/views';
import styles from './home-data.module.scss';

/** A titled list of consultants or partners, one `<li>` each drawn by `children`; nothing at all while there are none. */
function PeopleBlock<Item extends { id: number }>({
  title,
  listClassName,
  items,
  children,
}: {
  title: string;
  listClassName: string | undefined;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{title}</h3>
      <ul className={listClassName}>
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </div>
  );
}

/** Consultant cards (photo, name as the link to their page, title). */
export function ConsultantCards({ consultants }: Pick<PeopleProps, 'consultants'>) {
  const { t } = useTranslation('home');
  return (
    <PeopleBlock title={t('people.consultants')} listClassName={styles.consultants} items={consultants}>
      {(consultant) => (
        <>
          {consultant.photo ? <img src={consultant.photo} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
          <AppLink href={withQuery(routes.consultant, { id: consultant.id })}>{consultant.name}</AppLink>
          <span>{consultant.title}</span>
        </>
      )}
    </PeopleBlock>
  );
}

function PartnerLogo({ partner }: { partner: PartnerLogoView }) {
  return partner.logo ? (
    <img src={partner.logo} alt={partner.name} width={160} height={60} loading="lazy" decoding="async" />
  ) : (
    <strong>{partner.name}</strong>
  );
}

/** Partner logos (named for screen readers): the home page's section 5. */
export function PartnerLogos({ partners }: { partners: PartnerLogoView[] }) {
  const { t } = useTranslation('home');
  return (
    <PeopleBlock title={t('people.partners')} listClassName={styles.partners} items={partners}>
      {(partner) => <PartnerLogo partner={partner} />}
    </PeopleBlock>
  );
}

/** Partners with category, description and a link to their site: /home/page-5. */
export function PartnerCards({ partners }: { partners: PartnerView[] }) {
  const { t } = useTranslation('home');
  return (
    <PeopleBlock title={t('people.partners')} listClassName={styles.partnersDetailed} items={partners}>
      {(partner) => (
        <>
          <PartnerLogo partner={partner} />
          <span className={styles.category}>{t(`people.categories.${partner.category}`)}</span>
          {/* A description not yet written in English is marked, so screen readers read it in Chinese. */}
          <p lang={partner.untranslated ? 'zh-CN' : undefined}>{partner.description}</p>
          {partner.url ? (
            <a href={partner.url} rel="noopener noreferrer" target="_blank">
              {t('people.visit', { name: partner.name })}
              <span className="visually-hidden">{t('people.newWindow')}</span>
            </a>
          ) : null}
        </>
      )}
    </PeopleBlock>
  );
}

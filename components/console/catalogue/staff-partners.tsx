import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffPartnerRow, StaffPartnersProps } from '@/lib/catalogue/views';
import { CataloguePage } from './catalogue-page';
import { CatalogueList, type CatalogueColumns } from './catalogue-list';
import styles from './catalogue.module.scss';

/** /admin/partners: every partner in the order the home page shows them, hidden ones marked; edit, reorder, hide or show; add one. */
export function StaffPartners({ items }: StaffPartnersProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const columns: CatalogueColumns<StaffPartnerRow> = [
    { key: 'name', header: t('partners.columns.name'), cell: (row) => row.label, kind: 'text' },
    {
      key: 'logo',
      header: t('partners.columns.logo'),
      cell: (row) => (row.logo ? <img className={styles.logo} src={row.logo} alt="" width={96} height={36} loading="lazy" /> : <span className={styles.muted}>—</span>),
    },
    { key: 'category', header: t('partners.columns.category'), cell: (row) => t(`partners.categories.${row.category}`), kind: 'label' },
    {
      key: 'url',
      header: t('partners.columns.url'),
      cell: (row) =>
        row.url ? (
          <span className={styles.url} title={row.url}>
            {row.url.replace(/^https?:\/\//, '')}
          </span>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
  ];

  return (
    <CataloguePage kind="partners" routeKey="adminPartners" newHref={routes.adminPartnerEdit} note={t('list.publicEffect.partners')}>
      <CatalogueList kind="partners" items={items} columns={columns} orderable caption={t('partners.caption')} />
    </CataloguePage>
  );
}

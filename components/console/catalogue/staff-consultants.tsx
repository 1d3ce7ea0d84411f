import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffConsultantRow, StaffConsultantsProps } from '@/lib/catalogue/views';
import { CataloguePage } from './catalogue-page';
import { CatalogueList, type CatalogueColumns } from './catalogue-list';
import styles from './catalogue.module.scss';

/** /admin/consultants: every consultant in the order the home page shows them, hidden ones marked; edit, reorder, hide or show; add one. */
export function StaffConsultants({ items }: StaffConsultantsProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  const columns: CatalogueColumns<StaffConsultantRow> = [
    { key: 'name', header: t('consultants.columns.name'), cell: (row) => row.label, kind: 'text' },
    {
      key: 'photo',
      header: t('consultants.columns.photo'),
      cell: (row) => (row.photo ? <img className={styles.thumb} src={row.photo} alt="" width={48} height={48} loading="lazy" /> : <span className={styles.muted}>—</span>),
    },
    { key: 'title', header: t('consultants.columns.title'), cell: (row) => row.title, kind: 'text' },
  ];

  return (
    <CataloguePage kind="consultants" routeKey="adminConsultants" newHref={routes.adminConsultantEdit} note={t('list.publicEffect.consultants')}>
      <CatalogueList kind="consultants" items={items} columns={columns} orderable caption={t('consultants.caption')} />
    </CataloguePage>
  );
}

import { useRouter } from 'next/router';
import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import type { ProductChangeView, StaffRevisionRowView, StaffRevisionsProps, StaffRevisionView } from '@/lib/companies/profile-views';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { RevisionDecision } from './revision-decision';
import tableStyles from '@/components/common/table.module.scss';
import styles from './revision-review.module.scss';

const hrefOf = (id: number) => `${withQuery(routes.adminSubmissions, { revision: id })}#company-changes`;

/** Fields whose values are codes: shown by their names. */
const CODED: Record<string, string> = { contactChannel: 'fields.channels', sizeBand: 'fields.sizeBands' };

/** One value of a field as staff read it: a picture for an image, a coded value by its name, else the text ("（空）" when empty). */
function Value({ field, value, image }: { field: string; value: string; image?: boolean }) {
  const { t } = useTranslation('company-profile');
  if (value === '') return <span className={styles.empty}>{t('review.empty_value')}</span>;
  if (image) return <img className={styles.logo} src={value} width={64} height={64} alt="" />;
  const coded = CODED[field];
  return <span className={styles.text}>{coded ? t(`${coded}.${value}`, { defaultValue: value }) : value}</span>;
}

function ProductsColumn({ title, products }: { title: string; products: ProductChangeView[] }) {
  const { t } = useTranslation('company-profile');
  return (
    <div className={styles.productColumn}>
      <h4>{title}</h4>
      {products.length === 0 ? (
        <p className={styles.empty}>{t('review.noProducts')}</p>
      ) : (
        <ol className={styles.productList}>
          {products.map((product, index) => (
            <li key={`${index}-${product.name}`} className={styles.product}>
              {product.picture ? <img src={product.picture} width={64} height={48} alt="" /> : <span className={styles.noPicture} aria-hidden="true" />}
              <div>
                <strong>{product.name}</strong>
                {product.nameEn ? <span lang="en"> · {product.nameEn}</span> : null}
                {product.category ? <span className={styles.category}> · {product.category}</span> : null}
                {product.summary ? <p>{product.summary}</p> : null}
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The change opened for review: what changed, field by field, before → after; both product lists; the decision. */
function OpenRevision({ revision, onReviewed }: { revision: StaffRevisionView; onReviewed: (status: 'approved' | 'rejected') => void }) {
  const { t } = useTranslation('company-profile');
  const productsSame = JSON.stringify(revision.productsBefore) === JSON.stringify(revision.productsAfter);
  return (
    <section className={styles.opened} aria-labelledby="revision-title">
      <h3 id="revision-title" className={styles.title}>
        {revision.companyName}
      </h3>
      <p className={styles.meta}>{t('review.meta', { author: revision.authorName, time: revision.submittedLabel })}</p>
      {revision.changedSince ? <p className={styles.warning}>{t('review.changedSince')}</p> : null}
      {revision.changes.length === 0 ? (
        <p className={styles.meta}>{t('review.noChanges')}</p>
      ) : (
        <TableScroller label={`${revision.companyName} · ${t('review.title')}`}>
          <table className={`${tableStyles.table} ${styles.changes}`}>
            <TableHead columns={['field', 'before', 'after'] as const} header={(column) => t(`review.${column}`)} />
            <tbody>
              {revision.changes.map((change) => (
                <tr key={change.field}>
                  <th scope="row" className={tableStyles.label}>
                    {t(`fields.${change.field}`)}
                  </th>
                  <td className={`${tableStyles.text} ${styles.before}`}>
                    <Value field={change.field} value={change.before} image={change.image} />
                  </td>
                  <td className={`${tableStyles.text} ${styles.after}`}>
                    <Value field={change.field} value={change.after} image={change.image} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {productsSame ? (
        <p className={styles.meta}>{t('review.productsSame')}</p>
      ) : (
        <div className={styles.productColumns}>
          <ProductsColumn title={t('review.productsBefore', { count: revision.productsBefore.length })} products={revision.productsBefore} />
          <ProductsColumn title={t('review.productsAfter', { count: revision.productsAfter.length })} products={revision.productsAfter} />
        </div>
      )}
      <RevisionDecision key={revision.id} revisionId={revision.id} onReviewed={onReviewed} />
    </section>
  );
}

const COLUMNS = ['company', 'author', 'submittedAt'] as const;

function Queue({ queue, openId }: { queue: StaffRevisionRowView[]; openId: number | null }) {
  const { t } = useTranslation('company-profile');
  if (queue.length === 0) return <p className={styles.note}>{t('review.empty')}</p>;
  return (
    <TableScroller labelledBy="company-changes-title">
      <table className={tableStyles.table}>
        <TableHead columns={COLUMNS} header={(column) => t(`review.columns.${column}`)} />
        <tbody>
          {queue.map((row) => (
            <tr key={row.id} aria-current={row.id === openId || undefined} className={row.id === openId ? styles.current : undefined}>
              <th scope="row" className={tableStyles.text}>
                <AppLink href={hrefOf(row.id)}>{row.companyName}</AppLink>
              </th>
              <td className={tableStyles.text}>{row.authorName}</td>
              <td>
                <time dateTime={row.submittedAt}>{row.submittedLabel}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/**
 * /admin/submissions' second queue: companies' profile changes, the longest waiting first; one opened
 * (?revision=) shows field by field what it changes, with approve (live now) and reject (with a note).
 */
export function CompanyRevisions({ revisionQueue, revision, revisionMissing }: StaffRevisionsProps) {
  const { t } = useTranslation(['company-profile', 'common']);
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);

  function reviewed(opened: StaffRevisionView, status: 'approved' | 'rejected') {
    setDone(t(status === 'approved' ? 'review.approved' : 'review.rejected', { company: opened.companyName }));
    void router.replace(`${routes.adminSubmissions}#company-changes`);
  }

  return (
    <section id="company-changes" className={styles.section} aria-labelledby="company-changes-title">
      <div className={styles.bar}>
        <h2 id="company-changes-title" className={styles.heading}>
          {t('review.title')}
        </h2>
        <p>{t('review.count', { count: revisionQueue.length })}</p>
      </div>
      <p className={styles.note}>{t('review.lead')}</p>
      {done && !revision ? <FormAlert tone="success">{done}</FormAlert> : revisionMissing ? <FormAlert>{t('review.missing')}</FormAlert> : null}
      {revision ? <OpenRevision revision={revision} onReviewed={(status) => reviewed(revision, status)} /> : null}
      <Queue queue={revisionQueue} openId={revision?.id ?? null} />
      {revision ? (
        <AppLink className={styles.close} href={`${routes.adminSubmissions}#company-changes`}>
          {t('review.close')}
        </AppLink>
      ) : null}
    </section>
  );
}

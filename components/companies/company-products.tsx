import type { CompanyProductView } from '@/lib/companies/views';
import { useTranslation } from '@/lib/use-translation';
import styles from './profile.module.scss';

/** A profile's products: picture (4:3, its size given), name, category and short description. */
export function CompanyProducts({ products }: { products: CompanyProductView[] }) {
  const { t } = useTranslation('companies');
  return (
    <section aria-labelledby="company-products" className={styles.section}>
      <h2 id="company-products">{t('profile.products')}</h2>
      {products.length === 0 ? (
        <p className={styles.note}>{t('profile.noProducts')}</p>
      ) : (
        <>
          <p className={styles.note}>{t('profile.productsCount', { count: products.length })}</p>
          <ul className={styles.products}>
            {products.map((product) => (
              <li key={product.id} className={styles.product}>
                {product.picture ? (
                  <img className={styles.picture} src={product.picture} alt={product.name} width={320} height={240} loading="lazy" decoding="async" />
                ) : (
                  <span className={`${styles.picture} ${styles.noPicture}`} aria-hidden="true" />
                )}
                <h3>{product.name}</h3>
                {product.category ? <p className={styles.productCategory}>{product.category.name}</p> : null}
                {product.summary ? <p className={styles.productSummary}>{product.summary}</p> : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

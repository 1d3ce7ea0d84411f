import { FormField, SelectField, TextAreaField } from '@/components/forms/form-field';
import { ImageField } from '@/components/forms/image-field';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { COMPANY_PRODUCTS_MAX, COMPANY_TEXT_MAX } from '@/lib/companies/rules';
import type { FieldErrors } from '@/lib/http/field-errors';
import { useTranslation } from '@/lib/use-translation';
import { productDraft, type ProductDraft, type ProductTextField } from './draft';
import styles from './profile-editor.module.scss';

/**
 * The profile's products, in the order the profile shows them: each with its name (and English name), picture
 * (uploaded through the site's image rules), short description and category; added at the end, removed, moved
 * up or down; at most COMPANY_PRODUCTS_MAX. Errors come keyed `products.<index>.<field>`.
 */
export function ProductList({
  id,
  products,
  categories,
  errors,
  onChange,
  onBusy,
}: {
  id: string;
  products: ProductDraft[];
  categories: CategoryGroupView[];
  errors: FieldErrors;
  onChange: (products: ProductDraft[]) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation('company-profile');
  const full = products.length >= COMPANY_PRODUCTS_MAX;
  const update = (index: number, field: ProductTextField, value: string) => onChange(products.map((product, at) => (at === index ? { ...product, [field]: value } : product)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...products];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + by, 0, moved);
    onChange(next);
  };
  const remove = (index: number) => onChange(products.filter((_, at) => at !== index));

  return (
    <fieldset className={styles.group}>
      <legend>{t('sections.products')}</legend>
      <p className={styles.note}>{t('products.hint', { max: COMPANY_PRODUCTS_MAX })}</p>
      {errors.products ? (
        <p className={styles.error} role="alert">
          {errors.products.map((message) => t(message)).join(' ')}
        </p>
      ) : null}
      {products.length === 0 ? <p className={styles.note}>{t('products.empty')}</p> : null}
      <ol className={styles.products}>
        {products.map((product, index) => {
          const number = index + 1;
          const fieldId = (field: string) => `${id}-${product.key}-${field}`;
          const fieldErrors = (field: string) => errors[`products.${index}.${field}`];
          const text = (field: ProductTextField, max: number, extra: Partial<Parameters<typeof FormField>[0]> = {}) => (
            <FormField id={fieldId(field)} label={t(`products.${field}`)} maxLength={max} value={product[field]} onChange={(event) => update(index, field, event.currentTarget.value)} errors={fieldErrors(field)} {...extra} />
          );
          return (
            <li key={product.key} className={styles.product}>
              <fieldset className={styles.productFields}>
                <legend>{t('products.item', { index: number })}</legend>
                <div className={styles.productActions}>
                  <button type="button" className={styles.small} onClick={() => move(index, -1)} disabled={index === 0} aria-label={t('products.upLabel', { index: number })}>
                    {t('products.up')}
                  </button>
                  <button type="button" className={styles.small} onClick={() => move(index, 1)} disabled={index === products.length - 1} aria-label={t('products.downLabel', { index: number })}>
                    {t('products.down')}
                  </button>
                  <button type="button" className={styles.smallDanger} onClick={() => remove(index)} aria-label={t('products.removeLabel', { index: number })}>
                    {t('products.remove')}
                  </button>
                </div>
                <div className={styles.pair}>
                  {text('name', COMPANY_TEXT_MAX.productName, { required: true })}
                  {text('nameEn', COMPANY_TEXT_MAX.productNameEn, { lang: 'en' })}
                </div>
                <ImageField
                  id={fieldId('picture')}
                  label={t('products.picture')}
                  hint={t('products.pictureHint')}
                  image={product.picture ? { url: product.picture, width: null, height: null } : null}
                  preview={{ width: 160, height: 120 }}
                  texts={{ choose: t('image.choose'), change: t('image.change'), remove: t('image.remove'), uploading: t('image.uploading'), alt: t('image.pictureAlt'), none: t('image.none') }}
                  errors={fieldErrors('picture')}
                  onChange={(image) => update(index, 'picture', image?.url ?? '')}
                  onBusy={onBusy}
                />
                <TextAreaField
                  id={fieldId('summary')}
                  label={t('products.summary')}
                  rows={2}
                  maxLength={COMPANY_TEXT_MAX.productSummary}
                  value={product.summary}
                  onChange={(event) => update(index, 'summary', event.currentTarget.value)}
                  errors={fieldErrors('summary')}
                />
                <div className={styles.pair}>
                  {text('summaryEn', COMPANY_TEXT_MAX.productSummaryEn, { lang: 'en' })}
                  <SelectField id={fieldId('categoryId')} label={t('products.category')} value={product.categoryId} onChange={(event) => update(index, 'categoryId', event.currentTarget.value)} errors={fieldErrors('categoryId')}>
                    <option value="">{t('products.categoryNone')}</option>
                    {categories.map((group) =>
                      group.children.length === 0 ? (
                        <option key={group.id} value={group.id}>
                          {group.name}
                        </option>
                      ) : (
                        <optgroup key={group.id} label={group.name}>
                          {group.children.map((child) => (
                            <option key={child.id} value={child.id}>
                              {child.name}
                            </option>
                          ))}
                        </optgroup>
                      ),
                    )}
                  </SelectField>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button type="button" className={styles.add} onClick={() => onChange([...products, productDraft()])} disabled={full}>
        {full ? t('products.full', { max: COMPANY_PRODUCTS_MAX }) : t('products.add')}
      </button>
    </fieldset>
  );
}

import { ButtonLink } from '@/components/common/button-link';
import { DownloadLink } from '@/components/common/download-link';
import { Seo } from '@/components/common/seo';
import { QrCode } from '@/components/common/qr-code';
import { InnerPage } from '@/components/layout/inner-page';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ConsultantDetailView } from '@/lib/people/views';
import styles from './consultant-profile.module.scss';

/** One consultant: photo, title, expertise, bio, how to reach them, and a QR code of their vCard. */
export function ConsultantProfile({ consultant }: { consultant: ConsultantDetailView }) {
  const { t } = useTranslation(['home', 'common']);
  const { name } = consultant;
  // Expertise and bio not yet written in English are marked, so screen readers read them in Chinese.
  const contentLang = consultant.untranslated ? 'zh-CN' : undefined;
  return (
    <>
      <Seo
        title={`${name} · ${consultant.title}`}
        description={t('consultantPage.description', { name, title: consultant.title, expertise: consultant.expertise.join('、') })}
        path={withQuery(routes.consultant, { id: consultant.id })}
      />
      <InnerPage title={name} lead={consultant.title} crumbs={[{ label: t('common:routes.partners.title'), href: routes.partners }, { label: name }]}>
        <div className={styles.layout}>
          <article className={styles.profile}>
            {consultant.photo ? <img className={styles.photo} src={consultant.photo} alt="" width={160} height={160} /> : null}
            <h2>{t('consultantPage.expertise')}</h2>
            <ul className={styles.tags} lang={contentLang}>
              {consultant.expertise.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <h2>{t('consultantPage.bio')}</h2>
            <p lang={contentLang}>{consultant.bio}</p>
            {consultant.phone || consultant.email ? <h2>{t('consultantPage.contact')}</h2> : null}
            <dl className={styles.contact} hidden={!consultant.phone && !consultant.email}>
              {consultant.phone ? (
                <div>
                  <dt>{t('consultantPage.phone')}</dt>
                  <dd>
                    <a href={`tel:${consultant.phone.replace(/[^\d+]/g, '')}`}>{consultant.phone}</a>
                  </dd>
                </div>
              ) : null}
              {consultant.email ? (
                <div>
                  <dt>{t('consultantPage.email')}</dt>
                  <dd>
                    <a href={`mailto:${consultant.email}`}>{consultant.email}</a>
                  </dd>
                </div>
              ) : null}
            </dl>
            <p className={styles.actions}>
              {consultant.email ? (
                <ButtonLink href={`mailto:${consultant.email}?subject=${encodeURIComponent(t('consultantPage.bookSubject', { name }))}`}>
                  {t('consultantPage.book')}
                </ButtonLink>
              ) : null}
              <DownloadLink href={`data:text/vcard;charset=utf-8,${encodeURIComponent(consultant.vcard)}`} filename={`${name}.vcf`}>
                {t('consultantPage.download')}
              </DownloadLink>
            </p>
          </article>
          <aside className={styles.code}>
            <QrCode svg={consultant.vcardQr} label={t('consultantPage.vcardLabel', { name })} caption={t('consultantPage.vcard')} hint={t('consultantPage.vcardHint', { name })} />
          </aside>
        </div>
      </InnerPage>
    </>
  );
}

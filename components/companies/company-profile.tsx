import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { InnerPage } from '@/components/layout/inner-page';
import type { CompanyProfileView } from '@/lib/companies/views';
import { localePrefix } from '@/lib/i18n';
import { companyPath, routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { CertifiedMark } from './certified-mark';
import { CompanyContact } from './company-contact';
import { CompanyLogo } from './company-logo';
import { CompanyProducts } from './company-products';
import { CompanyShows } from './company-shows';
import styles from './profile.module.scss';

/**
 * The schema.org data of a profile: a Corporation (an Organization that is a business), so that it is not taken
 * for the site's own Organization (whose logo, telephone and e-mail the site always has); the public fields only,
 * no code, no person.
 */
function organizationData(company: CompanyProfileView, url: string, origin: string): Record<string, unknown> {
  const absolute = (path: string) => (path.startsWith('/') ? `${origin}${path}` : path);
  return {
    '@type': 'Corporation',
    name: company.nameZh,
    ...(company.nameEn ? { alternateName: company.nameEn } : {}),
    url,
    ...(company.logo ? { logo: absolute(company.logo) } : {}),
    ...(company.summary ? { description: company.summary } : {}),
    ...(company.foundedYear ? { foundingDate: String(company.foundedYear) } : {}),
    // Every company here is registered in mainland China (its USCC), so the country is known even without a city.
    address: {
      '@type': 'PostalAddress',
      ...(company.province ? { addressRegion: company.province } : {}),
      ...(company.city ? { addressLocality: company.city } : {}),
      addressCountry: 'CN',
    },
    ...(company.website ? { sameAs: [company.website] } : {}),
    ...(company.contact?.channel === 'phone' ? { telephone: company.contact.value } : {}),
    ...(company.contact?.channel === 'email' ? { email: company.contact.value } : {}),
    ...(company.categories.length > 0 ? { knowsAbout: company.categories.map((category) => category.name) } : {}),
  };
}

/**
 * /companies/[id]: the head (logo, names, kinds, certified mark with its day), the facts, the introduction,
 * categories, capabilities or services, products, the shows it exhibits at (with hall, booth and, before a show
 * ends, the way to book a meeting) and the public contact.
 */
export function CompanyProfile({ company }: { company: CompanyProfileView }) {
  const { t, i18n } = useTranslation(['companies', 'common']);
  const site = useSite();
  const path = companyPath(company.id);
  const kinds = company.kinds.map((kind) => t(`kinds.${kind}`)).join('、');
  const region = [company.province, company.city].filter(Boolean).join(' · ');
  const description = company.summary || t('profile.description', { name: company.name, kinds, region: region || '—', summary: '' }).trim();
  const facts = [
    { label: t('profile.kinds'), value: kinds },
    region ? { label: t('profile.region'), value: region } : null,
    company.foundedYear ? { label: t('profile.founded'), value: t('profile.foundedValue', { year: company.foundedYear }) } : null,
    company.sizeBand ? { label: t('profile.size'), value: t(`sizeBands.${company.sizeBand}`) } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null);
  const capabilities = company.capacity || company.processes.length > 0;
  return (
    <>
      <Seo title={company.name} description={description} path={path} image={company.logo} />
      <JsonLd data={organizationData(company, `${site.url}${localePrefix(i18n.language)}${path}`, site.url)} />
      <InnerPage title={company.name} crumbs={[{ label: t('common:routes.companies.title'), href: routes.companies }, { label: company.name }]}>
        <div className={styles.layout}>
          <div className={styles.main}>
            <header className={styles.head}>
              <CompanyLogo name={company.name} logo={company.logo} size={96} />
              <div className={styles.headText}>
                {company.altName ? <p className={styles.altName}>{company.altName}</p> : null}
                <ul className={styles.kinds} aria-label={t('profile.kinds')}>
                  {company.kinds.map((kind) => (
                    <li key={kind}>{t(`kinds.${kind}`)}</li>
                  ))}
                </ul>
                {company.certified ? <CertifiedMark mark={company.certified} dated /> : null}
                {company.summary ? <p className={styles.lead}>{company.summary}</p> : null}
              </div>
            </header>
            <section aria-labelledby="company-facts">
              <h2 id="company-facts" className="visually-hidden">
                {t('profile.facts')}
              </h2>
              <dl className={styles.facts}>
                {facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
                {company.website ? (
                  <div>
                    <dt>{t('profile.website')}</dt>
                    <dd>
                      <a href={company.website} rel="nofollow noopener noreferrer" target="_blank">
                        {company.website.replace(/^https?:\/\//i, '')}
                      </a>
                    </dd>
                  </div>
                ) : null}
              </dl>
            </section>
            {company.introduction.length > 0 ? (
              <section aria-labelledby="company-about" className={styles.section}>
                <h2 id="company-about">{t('profile.about')}</h2>
                {company.introduction.map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </section>
            ) : null}
            {company.categories.length > 0 ? (
              <section aria-labelledby="company-categories" className={styles.section}>
                <h2 id="company-categories">{t('profile.categories')}</h2>
                <ul className={styles.tags}>
                  {company.categories.map((category) => (
                    <li key={category.id}>
                      <AppLink href={`${routes.companies}?category=${category.id}`}>{category.name}</AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {capabilities ? (
              <section aria-labelledby="company-capabilities" className={styles.section}>
                <h2 id="company-capabilities">{t('profile.capabilities')}</h2>
                <dl className={styles.facts}>
                  {company.capacity ? (
                    <div>
                      <dt>{t('profile.capacity')}</dt>
                      <dd>{company.capacity}</dd>
                    </div>
                  ) : null}
                  {company.processes.length > 0 ? (
                    <div>
                      <dt>{t('profile.processes')}</dt>
                      <dd>{company.processes.join('、')}</dd>
                    </div>
                  ) : null}
                </dl>
              </section>
            ) : null}
            {company.services.length > 0 ? (
              <section aria-labelledby="company-services" className={styles.section}>
                <h2 id="company-services">{t('profile.services')}</h2>
                <ul className={styles.tags}>
                  {company.services.map((service) => (
                    <li key={service}>{service}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            <CompanyProducts products={company.products} />
          </div>
          <aside className={styles.aside}>
            <CompanyShows companyId={company.id} companyName={company.name} shows={company.shows} />
            <CompanyContact contact={company.contact} />
            <p>
              <ButtonLink href={routes.companies} variant="secondary">
                {t('profile.back')}
              </ButtonLink>
            </p>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}

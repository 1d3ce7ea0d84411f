import Head from 'next/head';
import { AppLink, localizedHref } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { Component, type ReactNode } from 'react';
import { routes } from '@/lib/routes';
import { describeStatus, errorTexts, type ErrorTexts } from '@/lib/error-texts';
import styles from './error-view.module.scss';

/**
 * The error page body (docs/spec.md §2.5): status code and
 * message; for 404 "页面未找到" and a link home. If rendering it throws, the
 * boundary shows its own plain message instead.
 */

/** A server error's reference: the request's id, which the log has ("错误编号"), with a way to write to the site. */
function Reference({ id, t }: { id: string; t: ErrorTexts }) {
  return (
    <div className={styles.reference}>
      <p>
        {t.reference}
        <code>{id}</code>
      </p>
      <p className={styles.hint}>
        {t.referenceHint} <AppLink href={routes.contact}>{t.contact}</AppLink>
      </p>
    </div>
  );
}

function ErrorContent({ statusCode, message, reference }: { statusCode: number; message?: string; reference?: string }) {
  const { locale } = useRouter();
  const t = errorTexts(locale);
  const { title, hint } = describeStatus(statusCode, t);
  // 404 and 400 say it all in their title and hint (the thrown message is English for the log).
  const detail = message && message !== title && statusCode !== 404 && statusCode !== 400 ? message : undefined;
  return (
    <>
      <Head>
        <title>{`${statusCode} · ${title}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.page}>
        {/* A paragraph may not carry aria-label (its role is generic): the words are there for screen readers, hidden on screen. */}
        <p className={styles.code}>
          <span className="visually-hidden">{t.statusLabel} </span>
          {statusCode}
        </p>
        <h1 className={styles.title}>{title}</h1>
        {detail ? <p className={styles.message}>{detail}</p> : null}
        {hint ? <p className={styles.hint}>{hint}</p> : null}
        {reference && statusCode >= 500 ? <Reference id={reference} t={t} /> : null}
        <AppLink href="/" className={styles.home}>
          {t.backHome}
        </AppLink>
        {statusCode === 404 ? <WaysOn t={t} /> : null}
      </div>
    </>
  );
}

const SECTIONS = [
  ['home', routes.home],
  ['tmz', routes.tmz],
  ['activities', routes.activities],
  ['news', routes.news],
  ['joinUs', routes.joinUs],
  ['contact', routes.contact],
] as const;

/** A page that was not found still offers a way on: the site's search and its main sections. */
function WaysOn({ t }: { t: ErrorTexts }) {
  const { locale, defaultLocale } = useRouter();
  return (
    <>
      {/* A plain GET form: it works before (or without) the page's JavaScript. */}
      <form className={styles.search} role="search" action={localizedHref(routes.search, locale, defaultLocale)} method="get">
        <label htmlFor="not-found-search" className="visually-hidden">
          {t.searchLabel}
        </label>
        <input id="not-found-search" type="search" name="q" maxLength={50} placeholder={t.searchPlaceholder} enterKeyHint="search" />
        <button type="submit">{t.searchButton}</button>
      </form>
      <nav className={styles.sections} aria-labelledby="not-found-ways">
        <h2 id="not-found-ways">{t.waysOn}</h2>
        <ul>
          {SECTIONS.map(([key, href]) => (
            <li key={key}>
              <AppLink href={href}>{t.sections[key]}</AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

class ErrorPageBoundary extends Component<{ locale?: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('The error page failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    const english = this.props.locale === 'en';
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{english ? 'An error occurred while showing the error page' : '显示错误页面时出错'}</h1>
        <a href={english ? '/en' : '/'} className={styles.home}>
          {english ? 'Go back to home' : '返回首页'}
        </a>
      </div>
    );
  }
}

export function ErrorView({ statusCode, message, locale, reference }: { statusCode: number; message?: string; locale?: string; reference?: string }) {
  return (
    <ErrorPageBoundary locale={locale}>
      <ErrorContent statusCode={statusCode} message={message} reference={reference} />
    </ErrorPageBoundary>
  );
}

import { useEffect, useRef, type ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { useLogOut } from '@/components/common/use-log-out';
import { useViewer } from '@/components/providers/viewer-context';
import { consoleNavFor, currentNavKey } from '@/lib/site/console-nav';
import { routes, type RouteKey } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { useScrollEdges } from '@/components/common/use-scroll-edges';
import styles from './console-shell.module.scss';

const CONTENT_ID = 'console-content';

/** The console's bar: its name, the way back to the site, who is signed in and "log out". */
function ConsoleBar() {
  const { t } = useTranslation(['console', 'common']);
  const { viewer } = useViewer();
  const { busy, failed, logOut } = useLogOut('this', routes.login);

  return (
    <div className={styles.bar}>
      <AppLink href={routes.admin} className={styles.brand}>
        {t('console:brand')}
      </AppLink>
      <div className={styles.session}>
        <AppLink href={routes.home} className={styles.site}>
          {t('console:backToSite')}
        </AppLink>
        {viewer ? (
          <span className={styles.viewer}>
            {viewer.name || viewer.login}
            <span className={styles.role}>{t(`console:roles.${viewer.kind}`)}</span>
          </span>
        ) : null}
        <button type="button" className={styles.logout} onClick={logOut} disabled={busy} aria-busy={busy}>
          {busy ? t('common:account.loggingOut') : t('common:account.logout')}
        </button>
        {failed ? (
          <p role="alert" className={styles.failed}>
            {t('console:logoutFailed')}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The console's menu: a column beside the page on a laptop, a row that scrolls
 * sideways above it on a tablet or phone — shaded at the edge where more
 * entries wait, and scrolled at first so that the current page's entry is in view.
 */
function ConsoleNav({ current }: { current: RouteKey }) {
  const { t } = useTranslation(['console', 'common']);
  const { viewer } = useViewer();
  const groups = consoleNavFor(viewer?.kind);
  const strip = useRef<HTMLElement>(null);
  const edges = useScrollEdges(strip);
  useEffect(() => {
    const nav = strip.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !link || nav.scrollWidth <= nav.clientWidth) return;
    // Only sideways, and only the menu: the page itself does not move.
    nav.scrollLeft = link.offsetLeft - (nav.clientWidth - link.offsetWidth) / 2;
  }, [current]);
  return (
    <div className={styles.navFrame} data-more-start={edges.start || undefined} data-more-end={edges.end || undefined}>
      <nav ref={strip} className={styles.nav} aria-label={t('console:navLabel')}>
        {groups.map((group) => (
          <div key={group.key} className={styles.group}>
            <p className={styles.groupTitle} id={`console-nav-${group.key}`}>
              {t(`console:groups.${group.key}`)}
            </p>
            <ul aria-labelledby={`console-nav-${group.key}`}>
              {group.items.map((item) => (
                <li key={item.key}>
                  <AppLink href={routes[item.key]} className={styles.link} aria-current={item.key === current ? 'page' : undefined}>
                    {t(`console:nav.${item.key}`)}
                  </AppLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

/**
 * Every console page (in the empty layout): the bar, the menu, and the page
 * with its title. `routeKey` names the page (its title and description come
 * from `routes.<key>` in common.json unless `title` is given); `actions` go
 * beside the title (a "new" button).
 */
export function ConsoleShell({
  routeKey,
  title,
  lead,
  actions,
  children,
}: {
  routeKey: RouteKey;
  title?: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation(['console', 'common']);
  const heading = title ?? t(`common:routes.${routeKey}.title`);
  return (
    <div className={styles.shell}>
      <Seo title={heading} description={t(`common:routes.${routeKey}.description`)} path={routes[routeKey]} noindex />
      <a href={`#${CONTENT_ID}`} className="skip-link">
        {t('console:skipToContent')}
      </a>
      <ConsoleBar />
      <div className={styles.body}>
        <ConsoleNav current={currentNavKey(routeKey)} />
        <div className={styles.content} id={CONTENT_ID} tabIndex={-1}>
          <div className={styles.head}>
            <div>
              <h1 className={styles.title}>{heading}</h1>
              {lead ? <p className={styles.lead}>{lead}</p> : null}
            </div>
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          {children}
        </div>
      </div>
    </div>
  );
}

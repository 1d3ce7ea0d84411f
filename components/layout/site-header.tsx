import { AppLink } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AUDIENCES, AUDIENCE_SECTIONS, routes, withQuery } from '@/lib/routes';
import { useViewer } from '@/components/providers/viewer-context';
import { AccountMenu } from './account-menu';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.scss';

interface NavGroup {
  key: string;
  label: string;
  href: string;
  children: { label: string; href: string }[];
}

function useNavGroups(): NavGroup[] {
  const { t } = useTranslation('common');
  const audienceGroups = AUDIENCES.map((audience) => ({
    key: audience,
    label: t(`nav.${audience}`),
    href: routes[audience],
    children: [
      ...AUDIENCE_SECTIONS.map((section) => ({
        label: t(`sections.${section}`),
        href: `${routes[audience]}#${section}`,
      })),
      // The TMZ menu also leads to every activity; a company kind's menu to its companies in the directory.
      ...(audience === 'tmz' ? [{ label: t('nav.activities'), href: routes.activities }] : [{ label: t('nav.companies'), href: withQuery(routes.companies, { kind: audience }) }]),
    ],
  }));
  return [
    ...audienceGroups,
    {
      key: 'news',
      label: t('nav.news'),
      href: routes.news,
      children: [
        { label: t('nav.platformNews'), href: routes.news },
        { label: t('nav.hot'), href: routes.hot },
        { label: t('nav.practical'), href: routes.practical },
        { label: t('nav.payNews'), href: routes.payNews },
      ],
    },
    {
      key: 'joinUs',
      label: t('nav.joinUs'),
      href: routes.joinUs,
      children: [
        { label: t('nav.culture'), href: `${routes.joinUs}#culture` },
        { label: t('nav.positions'), href: `${routes.joinUs}#positions` },
        { label: t('nav.email'), href: `${routes.joinUs}#email` },
      ],
    },
  ];
}

function NavDropdown({ group, onNavigate }: { group: NavGroup; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const hovering = useRef(false);
  const menuId = useId();
  const { t } = useTranslation('common');
  return (
    <li
      className={styles.item}
      onMouseEnter={() => {
        hovering.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hovering.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className={styles.itemRow}>
        <AppLink href={group.href} className={styles.link} onClick={onNavigate}>
          {group.label}
        </AppLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('nav.openSubmenu', { name: group.label })}
          // A mouse click on the caret of a menu the pointer already opened keeps it open.
          onClick={(event) => setOpen((value) => (event.detail > 0 && hovering.current ? true : !value))}
        >
          <span aria-hidden="true" className={styles.caret} />
        </button>
      </div>
      <ul id={menuId} className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`}>
        {group.children.map((child) => (
          <li key={child.href}>
            <AppLink
              href={child.href}
              className={styles.dropdownLink}
              onClick={() => {
                setOpen(false);
                onNavigate();
              }}
            >
              {child.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const groups = useNavGroups();
  const { viewer } = useViewer();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    router.events.on('routeChangeStart', closeMenu);
    return () => router.events.off('routeChangeStart', closeMenu);
  }, [router.events]);

  return (
    <header className={styles.header} data-fixed-header>
      <div className={`container ${styles.bar}`}>
        <AppLink href={routes.home} className={styles.brand}>
          <SiteLogo compactInEnglish />
        </AppLink>
        <HeaderSearch />
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.menu')}</span>
        </button>
        <nav
          id="site-nav"
          aria-label={t('nav.mainNav')}
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
        >
          <ul className={styles.list}>
            <li className={styles.item}>
              <div className={styles.itemRow}>
                <AppLink href={routes.home} className={styles.link} onClick={closeMenu}>
                  {t('nav.home')}
                </AppLink>
              </div>
            </li>
            {groups.map((group) => (
              <NavDropdown key={group.key} group={group} onNavigate={closeMenu} />
            ))}
            <li className={styles.item}>
              <div className={styles.itemRow}>
                <AppLink href={routes.sourcing} className={styles.link} onClick={closeMenu}>
                  {t('nav.sourcing')}
                </AppLink>
              </div>
            </li>
            <li className={styles.item}>
              <div className={styles.itemRow}>
                <AppLink href={routes.contact} className={styles.link} onClick={closeMenu}>
                  {t('nav.contact')}
                </AppLink>
              </div>
            </li>
          </ul>
          <div className={styles.actions}>
            <LanguageSwitch />
            {viewer ? (
              <AccountMenu viewer={viewer} onNavigate={closeMenu} />
            ) : (
              <button
                type="button"
                className={styles.loginButton}
                onClick={() => {
                  closeMenu();
                  onLogin();
                }}
              >
                {t('login.button')}
              </button>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}

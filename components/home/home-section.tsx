import { useTranslation } from 'react-i18next';
import { AppLink } from '@/components/common/app-link';
import { useSite } from '@/components/providers/site-context';
import { AUDIENCE_SECTIONS, routes, type RouteKey } from '@/lib/routes';
import { AudienceIcon } from './audience-icon';
import styles from './home.module.scss';

interface Block {
  title: string;
  text?: string;
  list?: string[];
}

/**
 * One section of the home page, drawn from `home.json` `<name>.*`: eyebrow,
 * heading, lead, call-to-action links (`ctas.<route key>`) and a list of blocks
 * (`items`). Blocks link to `links[i]` when given; `deep` adds links to those
 * audience pages' benefits and services sections. Sections differ only in CSS.
 */
export function HomeSection({
  name,
  first,
  ctas = [],
  links,
  deep,
  ordered,
  embedded,
}: {
  name: string;
  /** The page's first section carries its h1. */
  first?: boolean;
  ctas?: RouteKey[];
  links?: readonly RouteKey[];
  deep?: boolean;
  ordered?: boolean;
  /** Shown inside an inner page rather than as a full-screen home section. */
  embedded?: boolean;
}) {
  const { t, i18n } = useTranslation(['home', 'common']);
  const site = useSite();
  const items = t(`${name}.items`, { returnObjects: true }) as Block[];
  const Heading = first ? 'h1' : 'h2';
  const List = ordered ? 'ol' : 'ul';
  return (
    <section
      id={name}
      aria-labelledby={`${name}-title`}
      tabIndex={-1}
      className={embedded ? styles.embedded : styles.section}
      data-name={name}
    >
      <div className="container">
        <div>
          <p className={styles.eyebrow}>{t(`${name}.eyebrow`)}</p>
          <Heading id={`${name}-title`}>{t(`${name}.title`)}</Heading>
          <p className={styles.lead}>{t(`${name}.lead`, { name: i18n.language === 'en' ? site.nameEn : site.name })}</p>
          {ctas.length > 0 && (
            <p className={styles.ctas}>
              {ctas.map((key) => (
                <AppLink key={key} href={routes[key]}>
                  {t(`${name}.ctas.${key}`)}
                </AppLink>
              ))}
            </p>
          )}
        </div>
        <List className={styles.items}>
          {items.map((item, index) => {
            const href = links?.[index] && routes[links[index]];
            return (
              <li key={item.title}>
                {deep && <AudienceIcon index={index} />}
                <h3>{href ? <AppLink href={href}>{item.title}</AppLink> : item.title}</h3>
                {item.text && <p>{item.text}</p>}
                {item.list && (
                  <ul>
                    {item.list.map((entry) => (
                      <li key={entry}>{entry}</li>
                    ))}
                  </ul>
                )}
                {deep && href && (
                  <p>
                    {AUDIENCE_SECTIONS.slice(1).map((section) => {
                      const label = t(`common:sections.${section}`);
                      return (
                        <AppLink
                          key={section}
                          href={`${href}#${section}`}
                          aria-label={t('deepLink', { audience: item.title, section: label })}
                        >
                          {label}
                        </AppLink>
                      );
                    })}
                  </p>
                )}
              </li>
            );
          })}
        </List>
      </div>
    </section>
  );
}

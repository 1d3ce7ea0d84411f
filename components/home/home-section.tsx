import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { AUDIENCE_SECTIONS, routes, type RouteKey } from '@/lib/routes';
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
 * audience pages' benefits and services sections (named in the context of the
 * block's heading). Sections differ only in CSS, icons included.
 */
export function HomeSection({
  name,
  first,
  ctas = [],
  links,
  deep,
  ordered,
  hrefs = {},
  intro,
  children,
}: {
  name: string;
  /** The page's first section carries its h1 (and its blocks h2s). */
  first?: boolean;
  ctas?: RouteKey[];
  links?: readonly RouteKey[];
  deep?: boolean;
  ordered?: boolean;
  /** Addresses that differ from the route's own (the featured activity's id). */
  hrefs?: Partial<Record<RouteKey, string>>;
  /** A line of data under the lead, before the calls to action (the next show). */
  intro?: ReactNode;
  /** Blocks of data below the section's copy (latest articles, activities, people). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['home', 'common']);
  const items = t(`${name}.items`, { returnObjects: true }) as Block[];
  const Heading = first ? 'h1' : 'h2';
  const ItemHeading = first ? 'h2' : 'h3';
  const List = ordered ? 'ol' : 'ul';
  return (
    <section
      id={name}
      aria-labelledby={`${name}-title`}
      className={styles.section}
      data-name={name}
      data-nav={t(`${name}.nav`)}
    >
      <div className="container">
        <div>
          <p className={styles.eyebrow}>{t(`${name}.eyebrow`)}</p>
          <Heading id={`${name}-title`}>{t(`${name}.title`)}</Heading>
          <p className={styles.lead}>{t(`${name}.lead`)}</p>
          {intro}
          {ctas.length > 0 && (
            <p className={styles.ctas}>
              {ctas.map((key) => (
                <AppLink key={key} href={hrefs[key] ?? routes[key]}>
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
                <ItemHeading>{href ? <AppLink href={href}>{item.title}</AppLink> : item.title}</ItemHeading>
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
                    {AUDIENCE_SECTIONS.slice(1).map((section) => (
                      <AppLink key={section} href={`${href}#${section}`}>
                        {t(`common:sections.${section}`)}
                      </AppLink>
                    ))}
                  </p>
                )}
              </li>
            );
          })}
        </List>
        {children}
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import { AppLink } from '@/components/common/app-link';
import type { CatalogueKind } from '@/lib/catalogue/schema';
import type { RouteKey } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { ConsoleShell } from '../console-shell';
import shared from '../console.module.scss';
import styles from './catalogue.module.scss';

interface CataloguePageProps {
  kind: CatalogueKind;
  routeKey: RouteKey;
  /** Where "new …" opens the empty form. */
  newHref: string;
  /** Under the lead: what a change does on the public site (the list's own wording, with its values). */
  note: string;
  children: ReactNode;
}

/** The console page of jobs, consultants or partners: its lead, the "new" button, the note on the public site, then the list. */
export function CataloguePage({ kind, routeKey, newHref, note, children }: CataloguePageProps) {
  const { t } = useTranslation(['admin-catalogue', 'common']);
  return (
    <ConsoleShell
      routeKey={routeKey}
      lead={t(`list.lead.${kind}`)}
      actions={
        <AppLink href={newHref} className={styles.newButton}>
          {t(`list.new.${kind}`)}
        </AppLink>
      }
    >
      <div className={shared.page}>
        <p className={shared.note}>{note}</p>
        {children}
      </div>
    </ConsoleShell>
  );
}

import { useEffect, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import type { MoveDirection } from '@/lib/catalogue/schema';
import { useTranslation } from '@/lib/use-translation';
import type { CatalogueKind, CatalogueRowOf } from '@/lib/catalogue/views';
import { loadCatalogueClient } from './load-catalogue-client';

/** The id of a row's control, so that the focus can follow a row that moved or changed. */
export const controlId = (kind: CatalogueKind, id: number, control: 'up' | 'down' | 'visibility' | 'confirm') => `${kind}-${id}-${control}`;

/**
 * The state of an order/hide list: the rows (the server's answers replace
 * them; a new list from the server — another filter — starts afresh), the row
 * a request is on its way for (one at a time), what to announce, and the row
 * whose hiding waits for confirmation. After a change the focus goes back to
 * the control that made it, wherever its row now is.
 */
export function useCatalogueList<K extends CatalogueKind>(kind: K, items: CatalogueRowOf[K][]) {
  const { t, i18n } = useTranslation('admin-catalogue');
  const [state, setState] = useState({ source: items, rows: items });
  const rows = state.source === items ? state.rows : items;
  const [busyId, setBusyId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ ids: string[]; request: number } | null>(null);

  useEffect(() => {
    if (!focus) return;
    // The first of the wanted controls that can take the focus (a move button at the end of the list is disabled).
    for (const id of focus.ids) {
      const control = document.getElementById(id) as HTMLButtonElement | null;
      if (control && !control.disabled) {
        control.focus();
        return;
      }
    }
  }, [focus]);

  const focusOn = (...ids: string[]) => setFocus((previous) => ({ ids, request: (previous?.request ?? 0) + 1 }));
  const replaceRows = (next: CatalogueRowOf[K][]) => setState({ source: items, rows: next });

  async function run(row: CatalogueRowOf[K], action: () => Promise<void>) {
    if (busyId !== null) return;
    setBusyId(row.id);
    setError(null);
    setAnnouncement('');
    try {
      await action();
    } catch (caught) {
      setError(readApiError(caught, t('list.network')).message);
    } finally {
      setBusyId(null);
    }
  }

  const move = (row: CatalogueRowOf[K], direction: MoveDirection) =>
    run(row, async () => {
      const client = await loadCatalogueClient();
      const answer = await client.moveRecord(kind, row.id, direction, i18n.language);
      replaceRows(answer.items);
      const position = answer.items.findIndex((item) => item.id === row.id) + 1;
      setAnnouncement(
        answer.moved ? t('list.moved', { name: row.label, position }) : t(direction === 'up' ? 'list.atTop' : 'list.atBottom', { name: row.label }),
      );
      const other = direction === 'up' ? 'down' : 'up';
      focusOn(controlId(kind, row.id, direction), controlId(kind, row.id, other));
    });

  const setHidden = (row: CatalogueRowOf[K], hidden: boolean) =>
    run(row, async () => {
      const client = await loadCatalogueClient();
      const changed = await client.hideRecord(kind, row.id, hidden, i18n.language);
      replaceRows(rows.map((item) => (item.id === changed.id ? changed : item)));
      setConfirming(null);
      setAnnouncement(t(hidden ? 'list.hiddenDone' : 'list.shownDone', { name: row.label }));
      focusOn(controlId(kind, row.id, 'visibility'));
    });

  const askToHide = (row: CatalogueRowOf[K]) => {
    setError(null);
    setConfirming(row.id);
    focusOn(controlId(kind, row.id, 'confirm'));
  };

  const cancelHide = (row: CatalogueRowOf[K]) => {
    setConfirming(null);
    focusOn(controlId(kind, row.id, 'visibility'));
  };

  return { rows, busyId, announcement, error, confirming, move, setHidden, askToHide, cancelHide };
}

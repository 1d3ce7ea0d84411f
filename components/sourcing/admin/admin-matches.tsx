import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';
import { FormAlert } from '@/components/forms/form-field';
import type { InvitationView, MatchView } from '@/lib/sourcing/staff-views';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { useStaffCall } from './use-staff-call';
import tableStyles from '@/components/common/table.module.scss';
import styles from './admin-sourcing.module.scss';

const COLUMNS = ['company', 'score', 'why', 'invite'] as const;

/** One ranked company: its score's parts in words, and "邀请报价" (or 已邀请). */
function MatchRow({ requestId, match, onInvited }: { requestId: number; match: MatchView; onInvited: (message: string) => void }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
  const hydrated = useHydrated();
  const { busy, errors, problem, call } = useStaffCall<'invite'>(onInvited);
  const place = [match.province, match.city].filter(Boolean).join(' ');

  const invite = () =>
    call('invite', async (client) => {
      await client.inviteCompany(requestId, match.companyId, i18n.language);
      return t('staff.matches.invitedDone', { company: match.name });
    });

  return (
    <tr>
      <th scope="row" className={tableStyles.text}>
        {match.name}
        <span className={styles.subtle}>
          {match.kinds.map((kind) => t(`kinds.${kind}`)).join(t('listSeparator'))}
          {place ? ` · ${place}` : ''}
        </span>
      </th>
      <td>{match.score}</td>
      <td className={tableStyles.text}>
        {[
          t(`staff.matches.category.${match.category}`),
          t(`staff.matches.region.${match.region}`),
          t('staff.matches.pastQuotes', { count: match.pastQuotes }),
          t('staff.matches.certifiedYears', { count: match.certifiedYears }),
        ].join(t('listSeparator'))}
      </td>
      <td className={tableStyles.actions}>
        {match.invited ? (
          <span className={styles.badge}>{t('staff.matches.invited')}</span>
        ) : (
          <button type="button" className={styles.secondary} disabled={!hydrated || busy !== null} aria-busy={busy !== null || undefined} onClick={() => void invite()}>
            {busy ? t('staff.sending') : t('staff.matches.invite')}
            <span className="visually-hidden">: {match.name}</span>
          </button>
        )}
        {problem || errors.companyId ? <FormAlert>{problem ?? errors.companyId?.[0]}</FormAlert> : null}
      </td>
    </tr>
  );
}

/**
 * The companies the matching ranks for an open request (server/sourcing/matching.ts: category, region, past
 * quotes, certified age), the top 20, each with "邀请报价"; then the invitations sent.
 */
export function AdminMatches({ requestId, matches, invitations, invitable, onInvited }: { requestId: number; matches: MatchView[]; invitations: InvitationView[]; invitable: boolean; onInvited: (message: string) => void }) {
  const { t } = useTranslation('sourcing');
  return (
    <section className={styles.block} aria-labelledby="sourcing-matches-title">
      <h3 id="sourcing-matches-title" className={styles.subheading}>
        {t('staff.matches.title')}
      </h3>
      <p className={styles.note}>{t('staff.matches.lead')}</p>
      {!invitable ? (
        <p className={styles.note}>{t('staff.matches.notOpen')}</p>
      ) : matches.length === 0 ? (
        <p className={styles.note}>{t('staff.matches.empty')}</p>
      ) : (
        <TableScroller labelledBy="sourcing-matches-title">
          <table className={tableStyles.table}>
            <TableHead columns={COLUMNS} header={(column) => t(`staff.matches.columns.${column}`)} classNames={{ invite: tableStyles.actions }} />
            <tbody>
              {matches.map((match) => (
                <MatchRow key={match.companyId} requestId={requestId} match={match} onInvited={onInvited} />
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <h4 className={styles.minorHeading}>{t('staff.invitations.title', { count: invitations.length })}</h4>
      {invitations.length === 0 ? (
        <p className={styles.note}>{t('staff.invitations.empty')}</p>
      ) : (
        <ul className={styles.plainList}>
          {invitations.map((invitation) => (
            <li key={invitation.companyId}>{t('staff.invitations.item', { company: invitation.companyName, by: invitation.invitedBy || '—', time: invitation.invitedLabel })}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useRouter } from 'next/router';
import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { loadAuthClient } from '@/lib/auth/load-client';
import { useWechatLogin } from '@/components/common/use-wechat-login';
import { WechatIcon } from '@/components/common/wechat-icon';
import { useViewer } from '@/components/providers/viewer-context';
import { readApiError } from '@/lib/api-error';
import { toLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import type { AccountWechatView } from '@/lib/accounts/views';
import cardStyles from '@/components/common/card-grid.module.scss';
import styles from './account.module.scss';

/**
 * /account's "微信登录": link WeChat (through WeChat's page, back here with
 * ?wechat=linked) or unlink it. Unlinking needs a verified login, so that the
 * member can always get back in with a code (the page's verify box does that
 * first). Staff and exhibitors are told they cannot use it.
 */
export function WechatLink({ wechat }: { wechat: AccountWechatView }) {
  const { t, i18n } = useTranslation(['account', 'common']);
  const router = useRouter();
  const { viewer } = useViewer();
  const login = useWechatLogin();
  const [linked, setLinked] = useState(wechat.linked);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ tone: 'error' | 'success'; text: string } | null>(
    wechat.linked && router.query.wechat === 'linked' ? { tone: 'success', text: t('wechat.linkedNow') } : null,
  );

  async function unlink() {
    if (busy || !window.confirm(t('wechat.unlinkConfirm'))) return;
    setBusy(true);
    setAnswer(null);
    try {
      await (await loadAuthClient()).unlinkWechat(toLocale(i18n.language));
      setLinked(false);
      setAnswer({ tone: 'success', text: t('wechat.unlinked') });
    } catch (error) {
      setAnswer({ tone: 'error', text: readApiError(error, t('page.failed')).message });
    } finally {
      setBusy(false);
    }
  }

  if (!wechat.allowed) return <p className={cardStyles.note}>{t('wechat.staffNote')}</p>;
  const problem = login.problem ?? null;
  return (
    <>
      {answer ? <FormAlert tone={answer.tone}>{answer.text}</FormAlert> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      {linked ? (
        <>
          <p className={styles.status}>
            <WechatIcon /> {wechat.nickname ? t('wechat.linkedAs', { nickname: wechat.nickname }) : t('wechat.linked')}
          </p>
          <p className={cardStyles.note}>{viewer?.verified ? t('wechat.unlinkLead') : t('wechat.problems.unverified')}</p>
          <button type="button" className={styles.danger} onClick={() => void unlink()} disabled={busy || !viewer?.verified} aria-busy={busy || undefined}>
            {busy ? t('wechat.unlinking') : t('wechat.unlink')}
          </button>
        </>
      ) : (
        <>
          <p className={cardStyles.note}>{t('wechat.notLinkedLead')}</p>
          {login.available ? (
            <button type="button" className={styles.primary} onClick={() => void login.start('link')} disabled={login.busy} aria-busy={login.busy || undefined}>
              {login.busy ? t('common:login.wechat.going') : t('wechat.link')}
            </button>
          ) : (
            <p className={cardStyles.note}>{login.inWechat ? t('wechat.openOnComputer') : t('wechat.openInWechat')}</p>
          )}
        </>
      )}
    </>
  );
}

import { useTranslation } from '@/lib/use-translation';
import { FormAlert } from '@/components/forms/form-field';
import { useWechatLogin } from '@/components/common/use-wechat-login';
import { WechatIcon } from '@/components/common/wechat-icon';
import styles from './wechat-login-button.module.scss';

/**
 * "微信登录" under the member login form (/login and the header's dialog), only
 * where this browser is offered it: WeChat's QR code on a computer, the official
 * account's authorisation inside WeChat. `redirect` is where to go afterwards:
 * a local path, with the language prefix of an English page (`/en/…`).
 */
export function WechatLoginButton({ redirect }: { redirect: string }) {
  const { t } = useTranslation('common');
  const wechat = useWechatLogin();
  if (!wechat.available) return null;
  return (
    <div className={styles.block}>
      <p className={styles.divider}>
        <span>{t('login.wechat.or')}</span>
      </p>
      {wechat.problem ? <FormAlert>{wechat.problem}</FormAlert> : null}
      <button
        type="button"
        className={styles.button}
        onClick={() => void wechat.start('login', redirect)}
        disabled={wechat.busy}
        aria-busy={wechat.busy || undefined}
      >
        <WechatIcon />
        {wechat.busy ? t('login.wechat.going') : t('login.wechat.button')}
      </button>
    </div>
  );
}

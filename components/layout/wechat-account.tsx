import { useSite } from '@/components/providers/site-context';
import { useTranslation } from '@/lib/use-translation';
import styles from './wechat-account.module.scss';

/** The QR code's size in CSS pixels: scannable from a screen, and small beside the footer's text. */
const QR_SIZE = 112;

/** The footer's official account: its QR code and name, when WECHAT_OA_QR names one (nothing otherwise). */
export function WechatAccount() {
  const { t, i18n } = useTranslation('common');
  const account = useSite().wechatAccount;
  if (!account) return null;
  const name = i18n.language === 'en' ? account.nameEn : account.name;
  return (
    <figure className={styles.account}>
      <img src={account.qr} width={QR_SIZE} height={QR_SIZE} alt={t('footer.wechat.qrAlt', { name })} loading="lazy" decoding="async" />
      <figcaption>
        <strong>{t('footer.wechat.title')}</strong>
        <span>{name}</span>
        <span>{t('footer.wechat.hint')}</span>
      </figcaption>
    </figure>
  );
}

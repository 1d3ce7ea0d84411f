import { useId } from 'react';
import { ConsentField } from '@/components/forms/consent-field';
import type { Viewer } from '@/lib/guards';
import { useTranslation } from '@/lib/use-translation';
import { CodeField } from '@/components/forms/code-field';
import { FormAlert } from '@/components/forms/form-field';
import { MobileField } from '@/components/forms/mobile-field';
import { useCodeSender } from '@/components/forms/use-code-sender';
import { checked, fields, useAccountForm } from '@/components/forms/use-account-form';
import styles from './login-form.module.scss';

/**
 * A first WeChat login's mobile step: the mobile number, the code sent to it
 * (获取验证码 checks the number first), and privacy consent. The server links
 * the member account of that number or opens one, and says nothing of the
 * number's account before the code is proven.
 */
export function WechatMobileForm({ headingId, onSuccess }: { headingId?: string; onSuccess: (viewer: Viewer, redirect: string) => void | Promise<void> }) {
  const { t } = useTranslation(['account', 'common']);
  const id = useId();
  const sender = useCodeSender('wechat');
  const { errors, problem, busy, submitDisabled, formProps } = useAccountForm({
    schema: 'wechatComplete',
    read: (data) => ({ ...fields(data, ['mobile', 'code']), consent: checked(data, 'consent') }),
    send: async (client, input, { locale }) => {
      const { user, redirect } = await client.completeWechat({ ...input, consent: true }, locale);
      await onSuccess(user, redirect);
    },
  });
  // An answer about the whole step (a staff number, the login timed out), not about one field.
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;

  const sendCode = (form: HTMLFormElement | null) => sender.sendToField(form, 'mobile');

  return (
    <form className={styles.form} aria-labelledby={headingId} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <MobileField
        id={`${id}-mobile`}
        label={t('wechat.mobile')}
        placeholder={t('wechat.mobilePlaceholder')}
        required
        errors={sender.loginErrors ?? errors.mobile}
        onInput={sender.clearLoginErrors}
      />
      <CodeField id={`${id}-code`} sender={sender} errors={errors.code} onSend={sendCode} />
      <ConsentField
        id={`${id}-consent`}
        before={t('wechat.consentBefore')}
        link={t('signup.consentLink')}
        error={errors.consent ? t('common:auth.errors.consentRequired') : null}
      />
      <button type="submit" className={styles.submit} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('wechat.submitting') : t('wechat.submit')}
      </button>
    </form>
  );
}

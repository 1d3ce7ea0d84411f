import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { Seo } from '@/components/common/seo';
import { SiteLogo } from '@/components/layout/site-logo';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { FormAlert } from '@/components/forms/form-field';
import { ResetPasswordForm } from './reset-password-form';
import { ResetRequestForm } from './reset-request-form';
import { useCodeSender } from '@/components/forms/use-code-sender';
import styles from './login-page.module.scss';

type Step = { kind: 'login' } | { kind: 'reset'; login: string } | { kind: 'done' };

/**
 * /forgot-password: the login (a code is sent to it — the page says "if it
 * has an account", and the API answers the same either way), then the code
 * and a new password, then the way back to the login page it came from
 * (`?portal=exhibitor`: the exhibitor login). Where the code went is read out
 * from one live region that stays while the steps change.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['common', 'account']);
  const router = useRouter();
  const loginPath = router.query.portal === 'exhibitor' ? routes.exhibitorLogin : routes.login;
  const sender = useCodeSender('reset');
  const [step, setStep] = useState<Step>({ kind: 'login' });
  const [typed, setTyped] = useState('');
  const doneRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (step.kind === 'done') doneRef.current?.focus();
  }, [step.kind]);

  return (
    <div className={styles.page}>
      <Seo title={t('routes.forgotPassword.title')} description={t('routes.forgotPassword.description')} path={routes.forgotPassword} />
      <div className={styles.card}>
        <AppLink href={routes.home} className={styles.logo}>
          <SiteLogo />
        </AppLink>
        <h1 id="forgot-title" className={styles.title}>
          {t('routes.forgotPassword.title')}
        </h1>
        {step.kind === 'done' ? null : <p className={styles.lead}>{t('account:forgot.lead')}</p>}
        <p role="status" className={styles.status}>
          {step.kind === 'reset' ? sender.status : ''}
        </p>
        {step.kind === 'login' ? (
          <ResetRequestForm
            headingId="forgot-title"
            sender={sender}
            initialLogin={typed}
            onSent={(login) => {
              setTyped(login);
              setStep({ kind: 'reset', login });
            }}
          />
        ) : null}
        {step.kind === 'reset' ? (
          <ResetPasswordForm
            headingId="forgot-title"
            login={step.login}
            sender={sender}
            onOtherLogin={() => setStep({ kind: 'login' })}
            onReset={() => setStep({ kind: 'done' })}
          />
        ) : null}
        {step.kind === 'done' ? (
          <div ref={doneRef} tabIndex={-1} className={styles.done}>
            <FormAlert tone="success">{t('account:forgot.done')}</FormAlert>
          </div>
        ) : null}
        <div className={styles.switch}>
          <p>
            <AppLink href={loginPath}>{t('account:forgot.backToLogin')}</AppLink>
          </p>
        </div>
      </div>
      <AppLink href={routes.home} className={styles.back}>
        {t('login.backHome')}
      </AppLink>
    </div>
  );
}

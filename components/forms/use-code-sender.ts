import { useEffect, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { maskLogin } from '@/lib/mask-login';
import type { VerificationPurpose } from '@/lib/schemas/verification';
import { useTranslation } from '@/lib/use-translation';
import { loadAuthClient } from '@/lib/load-auth-client';

/** A 429's wait is counted down on the button when it is this short; a longer one is only said. */
const COUNTDOWN_LIMIT_SECONDS = 120;

/** How asking for a code went: sent, refused for the login (its errors are set), or refused otherwise (`problem` says why). */
export type SendOutcome = 'sent' | 'login' | 'refused';

export interface CodeSender {
  /** Asks for a code to `login` (none for `verify`: the account's own). */
  send: (login?: string) => Promise<SendOutcome>;
  /** Asks for a code to what the form's field `name` holds; when that is no good login, the field gets the focus. */
  sendToField: (form: HTMLFormElement | null, name: string) => Promise<SendOutcome>;
  sending: boolean;
  /** Seconds until another code may be asked for (0: now). */
  secondsLeft: number;
  /** Where the last code went, for the live region ("验证码已发送至 138****0000"). */
  status: string;
  /** Why no code was sent, when it is not the login's fault (too many codes, no network). */
  problem: string | null;
  /** The login's errors when no code can go to it. */
  loginErrors: string[] | undefined;
  clearLoginErrors: () => void;
}

/**
 * Asking for a one-time code (POST /api/auth/codes): the login checked with
 * the shared schema first, then the answer's countdown (one code a minute)
 * and where the code went. `shownTo` names the recipient for `verify`, whose
 * login the page knows only masked.
 */
export function useCodeSender(purpose: VerificationPurpose, shownTo?: string): CodeSender {
  const { t, i18n } = useTranslation(['account', 'common']);
  const [sending, setSending] = useState(false);
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loginErrors, setLoginErrors] = useState<string[] | undefined>();

  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) setUntil(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const countDown = (seconds: number) => {
    const start = Date.now();
    setNow(start);
    setUntil(start + seconds * 1000);
  };

  async function send(login?: string): Promise<SendOutcome> {
    if (sending) return 'refused';
    setSending(true);
    setProblem(null);
    setStatus('');
    try {
      const client = await loadAuthClient();
      const parsed = client.schemas.codeRequest.safeParse({ purpose, login });
      if (!parsed.success) {
        setLoginErrors(client.fieldErrors(parsed.error).login ?? ['common:auth.errors.loginFormat']);
        return 'login';
      }
      const { resendAfterSeconds } = await client.requestCode({ purpose, login }, i18n.language);
      setLoginErrors(undefined);
      countDown(resendAfterSeconds);
      const to = parsed.data.login === null ? (shownTo ?? '') : maskLogin(parsed.data.login);
      setStatus(t(purpose === 'reset' ? 'code.sentIfAccount' : 'code.sent', { to }));
      return 'sent';
    } catch (error) {
      const answer = readApiError(error, t('common:auth.messages.network'));
      if (answer.status === 429 && answer.retryAfter !== null && answer.retryAfter <= COUNTDOWN_LIMIT_SECONDS) countDown(answer.retryAfter);
      if (answer.fields.login) {
        setLoginErrors(answer.fields.login);
        return 'login';
      }
      setProblem(answer.message);
      return 'refused';
    } finally {
      setSending(false);
    }
  }

  async function sendToField(form: HTMLFormElement | null, name: string): Promise<SendOutcome> {
    const input = form?.elements.namedItem(name);
    const outcome = await send(input instanceof HTMLInputElement ? input.value : '');
    if (outcome === 'login' && input instanceof HTMLInputElement) input.focus();
    return outcome;
  }

  return {
    send,
    sendToField,
    sending,
    secondsLeft: until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000)),
    status,
    problem,
    loginErrors,
    clearLoginErrors: () => setLoginErrors(undefined),
  };
}

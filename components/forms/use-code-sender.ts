import { useEffect, useState } from 'react';
import { readApiError } from '@/lib/api-error';
import { maskLogin } from '@/lib/auth/mask-login';
import type { VerificationPurpose } from '@/lib/auth/verification-schema';
import { useTranslation } from '@/lib/use-translation';
import { loadAuthClient } from '@/lib/auth/load-client';

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
  /** Seconds until another code may be asked for to the login the form holds now (0: now). */
  secondsLeft: number;
  /** Where the last code went, for the live region ("验证码已发送至 138****0000"). */
  status: string;
  /** Why no code was sent, when it is not the login's fault (too many codes, no network). */
  problem: string | null;
  /** The login's errors when no code can go to it. */
  loginErrors: string[] | undefined;
  clearLoginErrors: () => void;
}

/** A login as the countdowns know it: a number typed with spaces or dashes, or an address in capitals, is the same. */
function loginKey(login: string | undefined): string {
  return (login ?? '').trim().toLowerCase().replace(/[\s-]/g, '');
}

/**
 * Asking for a one-time code (POST /api/auth/codes): the login checked with
 * the shared schema first, then the answer's countdown and where the code
 * went. `shownTo` names the recipient for `verify`, whose login the page knows
 * only masked. The countdown is the login's, as the server's one code a minute
 * is: correcting a mistyped number (in the field `sendToField` read) offers a
 * code to the new number at once, and going back to the first shows its own
 * wait again. The server's looser limit per address stops abuse.
 */
export function useCodeSender(purpose: VerificationPurpose, shownTo?: string): CodeSender {
  const { t, i18n } = useTranslation(['account', 'common']);
  const [sending, setSending] = useState(false);
  /** When each login may be sent another code (ms), while it must wait. */
  const [waits, setWaits] = useState<Readonly<Record<string, number>>>({});
  /** The login the form holds now, as loginKey has it. */
  const [current, setCurrent] = useState('');
  /** The field a code was asked for from, watched so that the countdown follows what is typed in it. */
  const [field, setField] = useState<{ form: HTMLFormElement; name: string } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const until = waits[current] ?? null;
  const counting = Object.keys(waits).length > 0;
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [loginErrors, setLoginErrors] = useState<string[] | undefined>();

  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      setWaits((all) => {
        const left = Object.entries(all).filter(([, end]) => end > time);
        return left.length === Object.keys(all).length ? all : Object.fromEntries(left);
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [counting]);

  useEffect(() => {
    if (!field) return;
    const follow = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.name === field.name) setCurrent(loginKey(target.value));
    };
    field.form.addEventListener('input', follow);
    return () => field.form.removeEventListener('input', follow);
  }, [field]);

  const countDown = (login: string | undefined, seconds: number) => {
    const start = Date.now();
    setNow(start);
    setWaits((all) => ({ ...all, [loginKey(login)]: start + seconds * 1000 }));
  };

  async function send(login?: string): Promise<SendOutcome> {
    if (sending) return 'refused';
    setCurrent(loginKey(login));
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
      countDown(login, resendAfterSeconds);
      const to = parsed.data.login === null ? (shownTo ?? '') : maskLogin(parsed.data.login);
      setStatus(t(purpose === 'reset' ? 'code.sentIfAccount' : 'code.sent', { to }));
      return 'sent';
    } catch (error) {
      const answer = readApiError(error, t('common:auth.messages.network'));
      if (answer.status === 429 && answer.retryAfter !== null && answer.retryAfter <= COUNTDOWN_LIMIT_SECONDS) countDown(login, answer.retryAfter);
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
    if (form && (field?.form !== form || field.name !== name)) setField({ form, name });
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

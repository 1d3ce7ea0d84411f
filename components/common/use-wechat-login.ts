import { useState } from 'react';
import { useOptionalSite } from '@/components/providers/site-context';
import { readApiError } from '@/lib/api-error';
import { toLocale } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { useWechatBrowser } from '@/lib/wechat/use-wechat-browser';
import { loadAuthClient } from '@/lib/auth/load-client';

/**
 * "微信登录" and "绑定微信": whether this browser is offered it (the website
 * application's QR code outside WeChat, the official account's authorisation
 * inside; known after hydration, as the page's HTML is the same for every
 * browser), and starting it — POST /api/auth/wechat/start, then WeChat's page
 * replaces this one. A refusal (too many tries) is kept in `problem`.
 */
export function useWechatLogin() {
  const site = useOptionalSite();
  const inWechat = useWechatBrowser();
  const { t, i18n } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const offered = site?.wechatLogin ?? { web: false, inWechat: false };

  async function start(intent: 'login' | 'link', redirect?: string) {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadAuthClient();
      const url = await client.startWechat({ intent, redirect }, toLocale(i18n.language));
      window.location.replace(url);
    } catch (error) {
      setProblem(readApiError(error, t('login.wechat.failed')).message);
      setBusy(false);
    }
  }

  return {
    /** WeChat login is configured at all (for either kind of browser). */
    configured: offered.web || offered.inWechat,
    /** This browser can use it. */
    available: inWechat ? offered.inWechat : offered.web,
    inWechat,
    busy,
    problem,
    start,
  };
}

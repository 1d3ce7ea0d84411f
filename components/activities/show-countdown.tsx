import { useEffect, useState } from 'react';
import { countdown, nextTickMs } from '@/lib/activities/countdown';
import { useTranslation } from '@/lib/use-translation';
import styles from './show.module.scss';

/**
 * The countdown to a show's opening. The server renders it as of `renderedAt`
 * and the first browser render says the same (no hydration mismatch); then
 * the browser's clock takes over, updating on each whole minute. The box keeps
 * one height whatever it says, so nothing below it moves.
 */
export function ShowCountdown({ startsAt, endsAt, renderedAt }: { startsAt: string; endsAt: string; renderedAt: string }) {
  const { t } = useTranslation('activities');
  const [now, setNow] = useState(renderedAt);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = new Date();
      setNow(at.toISOString());
      if (countdown(startsAt, endsAt, at).kind !== 'ended') timer = setTimeout(tick, nextTickMs(startsAt, at));
    };
    tick();
    return () => clearTimeout(timer);
  }, [startsAt, endsAt]);

  const left = countdown(startsAt, endsAt, now);
  return (
    <div className={styles.countdown} data-testid="show-countdown">
      {left.kind === 'before' ? (
        <>
          <span className={styles.countdownLabel}>{t('show.countdownLabel')}</span>
          <time className={styles.countdownValue} dateTime={startsAt}>
            <span>{t('show.countdownDays', { count: left.days })}</span> <span>{t('show.countdownHours', { count: left.hours })}</span>{' '}
            <span>{t('show.countdownMinutes', { count: left.minutes })}</span>
          </time>
        </>
      ) : (
        <span className={styles.countdownValue}>{t(left.kind === 'ongoing' ? 'show.ongoing' : 'show.ended')}</span>
      )}
    </div>
  );
}

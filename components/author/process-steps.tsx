import { useTranslation } from '@/lib/use-translation';
import styles from './author.module.scss';

export interface ProcessStep {
  title: string;
  text: string;
  time?: string;
}

/** The review process as numbered steps, with the time a step takes where it is known. */
export function ProcessSteps({ steps }: { steps: ProcessStep[] }) {
  const { t } = useTranslation('author');
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <p className="visually-hidden">{t('stepLabel', { n: index + 1 })}</p>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.stepText}>{step.text}</p>
            {step.time ? <p className={styles.stepTime}>{step.time}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

import { useTranslation } from 'react-i18next';
import styles from './home.module.scss';

/** The dots on the right of the home page (wide screens only): one button per section, the current one marked. */
export function SectionDots({
  names,
  active,
  onSelect,
}: {
  names: readonly string[];
  active: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('home');
  return (
    <nav className={styles.dots} aria-label={t('dots')}>
      {names.map((name, index) => (
        <button
          key={name}
          type="button"
          aria-label={t(`${name}.nav`)}
          aria-current={index === active || undefined}
          onClick={() => onSelect(index)}
        />
      ))}
    </nav>
  );
}

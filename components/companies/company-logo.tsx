import styles from './companies.module.scss';

/** A company's logo in a square of `size` pixels, or its name's first character when it has none. */
export function CompanyLogo({ name, logo, size = 64 }: { name: string; logo: string | null; size?: 64 | 96 }) {
  const className = `${styles.logo} ${size === 96 ? styles.logoLarge : ''}`;
  if (logo) {
    // The name is beside it: the picture adds nothing a screen reader should read twice.
    return <img className={className} src={logo} alt="" width={size} height={size} loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${className} ${styles.initial}`} aria-hidden="true">
      {Array.from(name)[0] ?? ''}
    </span>
  );
}

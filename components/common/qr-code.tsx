import styles from './qr-code.module.scss';

/**
 * A QR code drawn on the server (server/kernel/qr.ts) as SVG markup, shown as one
 * image with a text alternative, and a caption under it.
 */
export function QrCode({ svg, label, caption, hint }: { svg: string; label: string; caption: string; hint?: string }) {
  return (
    <figure className={styles.figure}>
      <div className={styles.code} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        <strong>{caption}</strong>
        {hint ? <span>{hint}</span> : null}
      </figcaption>
    </figure>
  );
}

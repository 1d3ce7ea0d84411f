import styles from './fact-list.module.scss';

/**
 * Key facts of an item (time, place, salary…) as a labelled grid: two columns,
 * three with `wide`. A `className` gives the same list another layout instead.
 */
export function FactList({ facts, wide = false, className }: { facts: { label: string; value: string }[]; wide?: boolean; className?: string }) {
  return (
    <dl className={className ?? `${styles.facts} ${wide ? styles.wide : ''}`}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

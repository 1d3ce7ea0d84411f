/**
 * The head of a data table (most are the `.table` of table.module.scss, in a
 * TableScroller): one `<th scope="col">` a column, in the order of `columns`,
 * each with the text `header` gives it and the class `classNames` names for it
 * (a number column's `.number`, the row's `.actions`); a column without one has
 * no class. A column in `visuallyHidden` (one whose cells say what they are,
 * such as a row's "open" link) keeps its text for screen readers only, in a
 * `.visually-hidden` span.
 */
export function TableHead<Column extends string>({
  columns,
  header,
  classNames = {},
  visuallyHidden = [],
}: {
  columns: readonly Column[];
  header: (column: Column) => string;
  classNames?: Partial<Record<Column, string>>;
  visuallyHidden?: readonly Column[];
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={classNames[column]}>
            {visuallyHidden.includes(column) ? <span className="visually-hidden">{header(column)}</span> : header(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

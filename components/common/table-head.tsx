/**
 * The head of a data table (the `.table` of table.module.scss, in a
 * TableScroller): one `<th scope="col">` a column, in the order of `columns`,
 * each with the text `header` gives it and the class `classNames` names for it
 * (a number column's `.number`, the row's `.actions`); a column without one has
 * no class.
 */
export function TableHead<Column extends string>({
  columns,
  header,
  classNames = {},
}: {
  columns: readonly Column[];
  header: (column: Column) => string;
  classNames?: Partial<Record<Column, string>>;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={classNames[column]}>
            {header(column)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

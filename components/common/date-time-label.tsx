/**
 * A "YYYY-MM-DD HH:mm" label that may break between the date and the time (a
 * narrow table column, with the `.when` class of table.module.scss), never inside either.
 */
export function DateTimeLabel({ label }: { label: string | null }) {
  if (!label) return null;
  const [date, time] = label.split(' ');
  return (
    <>
      <span>{date}</span>
      {time ? <> <span>{time}</span></> : null}
    </>
  );
}

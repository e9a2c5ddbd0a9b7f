/**
 * The back office's lists of records drawn as cards, one a record (docs/decisions/0020): the
 * Leads tab's quote requests and the Users tab's accounts. Plain HTML, no script.
 */
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * A list of records as cards.
 * @param label the list's accessible name, e.g. "Leads"
 * @param records the records, in the order shown; `idOf` each one's id (its React key and its
 *   `data-{kind}-id`)
 * @param kind what a record is, e.g. "lead", naming each card's id attribute
 * @param cardClassName classes added to each card (its inner layout)
 * @param children draws one record's card content
 * @returns the `ul`, one `li` card per record
 */
export function RecordCards<T>({
  label,
  records,
  idOf,
  kind,
  cardClassName,
  children,
}: {
  label: string;
  records: readonly T[];
  idOf: (record: T) => string;
  kind: string;
  cardClassName?: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3" aria-label={label}>
      {records.map((record) => (
        <li
          key={idOf(record)}
          className={cn("rounded-xl border bg-card p-4 shadow-xs", cardClassName)}
          {...{ [`data-${kind}-id`]: idOf(record) }}
        >
          {children(record)}
        </li>
      ))}
    </ul>
  );
}

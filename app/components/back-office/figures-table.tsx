import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** One column of a {@link FiguresTable}: its heading and what each row shows in it. */
export interface FigureColumn<R> {
  heading: string;
  value: (row: R) => ReactNode;
}

/**
 * The Analytics tab's figures as a plain table (docs/decisions/0006: each chart has its figures
 * beside it as text): the first column names each row (a row header, left-aligned), the others
 * are figures, right-aligned in tabular digits.
 * @param columns the row's name first, then the figures' columns, in order
 * @param rows the rows, in the order shown; `rowKey` a row's unique key
 * @param className the table's classes (default "w-full")
 * @param cellClassName the body cells' padding (default "py-1")
 * @returns the table
 */
export function FiguresTable<R>({
  columns: [name, ...figures],
  rows,
  rowKey,
  className = "w-full",
  cellClassName = "py-1",
}: {
  columns: readonly [FigureColumn<R>, ...FigureColumn<R>[]];
  rows: readonly R[];
  rowKey: (row: R) => string;
  className?: string;
  cellClassName?: string;
}) {
  return (
    <table className={className}>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-1 font-medium">
            {name.heading}
          </th>
          {figures.map((c) => (
            <th key={c.heading} scope="col" className="py-1 text-right font-medium">
              {c.heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t">
            <th scope="row" className={cn(cellClassName, "text-left font-normal")}>
              {name.value(row)}
            </th>
            {figures.map((c) => (
              <td key={c.heading} className={cn(cellClassName, "text-right tabular-nums")}>
                {c.value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

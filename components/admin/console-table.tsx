import type { ReactNode } from "react";
import { cn } from "@/lib/utils/cn";

/** One column of a console list: its header, how a row shows in it, and whether it holds figures. */
export type ConsoleColumn<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures: right-aligned with tabular digits, so amounts line up. */
  numeric?: boolean;
  /** Extra classes for this column's cells (whitespace-nowrap, break-all...). */
  className?: string;
};

type Props<Row> = {
  rows: readonly Row[];
  columns: readonly ConsoleColumn<Row>[];
  rowKey: (row: Row) => string;
  /** What an empty list says (for example "No orders match."). */
  empty: ReactNode;
  /** Attributes of each row: a data-testid, a flag for styling. */
  rowProps?: (row: Row) => Record<`data-${string}`, string | undefined>;
  caption?: string;
};

// The console's lists (orders, customers, leads, discounts, products) share one table (issue 43):
// one look, one place for headers, empty states and figure alignment.
export function ConsoleTable<Row>({ rows, columns, rowKey, empty, rowProps, caption }: Props<Row>) {
  if (rows.length === 0) return <p className="rounded-lg border p-8 text-center text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-muted/50 text-left text-muted-foreground">
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col" className={cn("px-3 py-2 font-medium", column.numeric && "text-right")}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t" {...rowProps?.(row)}>
              {columns.map((column, i) => (
                <td key={i} className={cn("px-3 py-2", column.numeric && "text-right tabular-nums", column.className)}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

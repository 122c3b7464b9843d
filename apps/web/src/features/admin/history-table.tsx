import type { ReactNode } from 'react';

/**
 * A run history as a table that scrolls sideways on phones. Keyboard users must be able to focus
 * the scrolling box (axe: scrollable-region-focusable); a labelled section is a landmark screen
 * readers announce.
 */
export function HistoryTable({
  label,
  testId,
  columns,
  children,
}: {
  label: string;
  testId: string;
  columns: readonly string[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a focusable scroll region is the point
    <section className="mt-4 overflow-x-auto rounded-lg border" aria-label={label} tabIndex={0}>
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead className="bg-muted/50 text-muted-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-2 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
} from '@tanstack/react-table';

interface Props<T> {
  rows: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's column helper yields columns of differing value types
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Sorted on the server: the table only shows and changes the sort (kept in the URL by the page). */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  caption?: string;
}

/** A dense table of rows the server already paged, filtered and sorted. Sortable headers are buttons. */
export function DataTable<T>({ rows, columns, getRowId, sorting, onSortingChange, caption }: Props<T>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the console is not built with the React Compiler
  const table = useReactTable({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: false,
    enableSorting: Boolean(onSortingChange),
    state: sorting ? { sorting } : {},
    ...(onSortingChange ? { onSortingChange } : {}),
  });

  return (
    <table className="w-full border-collapse text-left text-[13px]">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="sticky top-0 bg-ink-850">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const sorted = header.column.getIsSorted();
              const label = flexRender(header.column.columnDef.header, header.getContext());
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  className="border-b border-line-strong px-3 py-2 text-xs font-semibold tracking-wide text-muted uppercase"
                >
                  {header.column.getCanSort() ? (
                    <button
                      type="button"
                      onClick={header.column.getToggleSortingHandler()}
                      className="inline-flex items-center gap-1 uppercase hover:text-text"
                    >
                      {label}
                      <span aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                    </button>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-line odd:bg-ink-900/40 hover:bg-ink-800">
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className="px-3 py-1.5 align-middle whitespace-nowrap">
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

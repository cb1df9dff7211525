/** One CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet never runs it. */
export function csvField(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows as CSV (RFC 4180, CRLF), a header row of the column names first. */
export function toCsv<Row>(
  columns: readonly string[],
  rows: readonly Row[],
  field: (row: Row, column: string) => string | number | null | undefined,
): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvField(field(row, column))).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A plain-text table for a terminal: a header row, a rule, then the rows, columns padded. */

/**
 * Formats `rows` (the first is the header) with two spaces between columns; the columns whose
 * index is in `rightAligned` (numbers) are padded on the left.
 */
export function textTable(
  rows: readonly (readonly string[])[],
  rightAligned: ReadonlySet<number>,
): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? '';
        return rightAligned.has(column) ? cell.padStart(width) : cell.padEnd(width);
      })
      .join('  ')
      .trimEnd();
  return [
    line(rows[0]!),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

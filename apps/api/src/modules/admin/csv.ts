// A small RFC 4180 reader: comma-separated, double-quoted fields (with "" for a quote and line breaks
// inside quotes), CRLF or LF line ends. The first line names the columns. Returns each record with the
// line it starts on, so a report can point at it.
export type CsvRecord = { line: number; values: Record<string, string> };

export function parseCsv(text: string): { headers: string[]; records: CsvRecord[] } {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      cells.push(cell);
      rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    rows.push({ line: rowLine, cells });
  }
  const nonEmpty = rows.filter((r) => r.cells.some((v) => v.trim() !== ''));
  const [head, ...body] = nonEmpty;
  const headers = (head?.cells ?? []).map((h) => h.trim().toLowerCase());
  return {
    headers,
    records: body.map((r) => ({
      line: r.line,
      values: Object.fromEntries(headers.map((h, i) => [h, (r.cells[i] ?? '').trim()])),
    })),
  };
}

/** RFC 4180 as a spreadsheet reads it: quoted cells, doubled quotes, CRLF rows. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (text[i + 1] === '"') cell += text[++i];
      else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') [row, cell] = [[...row, cell], ''];
    else if (char === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      [row, cell] = [[], ''];
      i++;
    } else cell += char;
  }
  return rows;
}

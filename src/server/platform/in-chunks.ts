/** Values per statement: a list of ids or keys stays well under the 65,535 parameters PostgreSQL takes. */
const CHUNK = 1_000;

/** `read` over `values` a thousand at a time, one statement after another, with every row read. */
export async function readInChunks<TValue, TRow>(
  values: readonly TValue[],
  read: (chunk: TValue[]) => Promise<TRow[]>,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let start = 0; start < values.length; start += CHUNK) {
    rows.push(...(await read(values.slice(start, start + CHUNK))));
  }
  return rows;
}

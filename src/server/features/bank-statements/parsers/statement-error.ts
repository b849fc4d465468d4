/** A statement file the parsers cannot read, with the reason a person can act on. */
export class StatementError extends Error {
  /** The header cells of an unrecognised CSV, so the caller can offer a column mapping. */
  readonly headers: string[] | null;
  constructor(message: string, headers: string[] | null = null) {
    super(message);
    this.name = 'StatementError';
    this.headers = headers;
  }
}

type TLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const;
const SECRET_KEY = /pass(word)?|secret|token|authorization|cookie|otp|code|backup/i;

export type TLogger = Record<TLevel, (message: string, fields?: Record<string, unknown>) => void>;

/** A failed query's text names its parameters after "params:" up to the stack trace (or the end). */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

/**
 * The SQL of a failed query stays (it is our own code); its parameters (names, e-mails, phones, amounts a
 * user typed) never reach a log.
 */
export function redactQueryParams(text: string): string {
  return text.replace(QUERY_PARAMS, '\nparams: [redacted]');
}

/** Never logs a secret or a query's parameters: a field whose name looks like a secret is replaced. */
export function redact(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      SECRET_KEY.test(key) ? '[redacted]' : typeof value === 'string' ? redactQueryParams(value) : value,
    ]),
  );
}

/** Structured JSON lines on stdout/stderr. */
export function createLogger(level: keyof typeof RANK): TLogger {
  const write =
    (at: TLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (RANK[at] < RANK[level]) return;
      const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...redact(fields) });
      (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(`${line}\n`);
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

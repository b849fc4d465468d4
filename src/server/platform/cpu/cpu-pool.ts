import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * The worker file: the bundle of `src/server/cpu-worker.ts` beside `dist/server/main.js` when the server
 * runs built (scripts/build-server.mjs bundles both); from source (tsx, tests), a loader that compiles it.
 */
const isSource = import.meta.url.endsWith('.ts');
const WORKER_FILE = fileURLToPath(
  isSource
    ? new URL('./cpu-worker-from-source.mjs', import.meta.url)
    : new URL('./cpu-worker.js', import.meta.url),
);

/** Threads leave one core to the event loop; an idle thread ends after a minute and starts again on demand. */
const MAX_THREADS = Math.max(1, availableParallelism() - 1);
const IDLE_TIMEOUT_MS = 60_000;
/**
 * The threads run at a lower priority (Linux `nice`, per thread, through piscina's optional @napi-rs/nice):
 * when the cores are busy, requests and the database go first and heavy work takes what is left.
 */
const NICE_INCREMENT = 10;

let pool: Piscina | undefined;

function getPool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    maxThreads: MAX_THREADS,
    idleTimeout: IDLE_TIMEOUT_MS,
    niceIncrement: NICE_INCREMENT,
  });
  return pool;
}

/** The tasks of `cpu-worker.ts`, each taking one value that crosses threads by structured clone. */
export type TCpuTaskName =
  | 'drawReceiptPdf'
  | 'drawReportFiles'
  | 'drawReportPdf'
  | 'readStatementFile'
  | 'readGroupFile';

/**
 * Runs CPU-bound work (drawing PDFs, reading statement files) on a worker thread, so no request holds the
 * event loop while it runs (ADR 64). Tasks wait in one first-come queue; each heavy request keeps at most
 * one task in it at a time, so the queue serves the organizations asking in turn.
 */
export function runCpuTask<TResult>(name: TCpuTaskName, input: unknown): Promise<TResult> {
  return getPool().run({ task: name, input }) as Promise<TResult>;
}

/** A Uint8Array that crossed from a worker, as the Buffer it was there (no copy). */
export function toBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
}

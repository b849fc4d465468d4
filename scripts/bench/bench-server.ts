// The server under benchmark, in its own process so the load generator never shares its event loop.
// Env: BENCH_PORT, DATABASE_URL or DATA_DIR, BENCH_WEB_DIR (optional), BENCH_SEED=demo (optional);
// BENCH_TLS_PORT with BENCH_TLS_KEY and BENCH_TLS_CERT (PEM files, optional): the same app over HTTPS with
// HTTP/2 as well, as a phone reaches it through the TLS front of a deployment.
import { readFileSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { serve } from '@hono/node-server';
import { loadConfig } from '../../src/server/config';
import { seedDemoData } from '../../src/server/demo/seed';
import { createRuntime } from '../../src/server/runtime';

const port = Number(process.env.BENCH_PORT);
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  BASE_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: 'off',
  AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-00',
});
const webDir = process.env.BENCH_WEB_DIR;
const runtime = await createRuntime({ config, ...(webDir ? { webDir } : {}) });
if (process.env.BENCH_SEED === 'demo') await seedDemoData(runtime.database.db);
const server = serve({ fetch: runtime.app.fetch, port, hostname: '127.0.0.1' });

/** HTTP/2 has no connection-specific headers (RFC 9113, 8.2.2): a TLS front leaves them off, as this does. */
const CONNECTION_HEADERS = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];
async function fetchOverHttp2(request: Request, env: unknown): Promise<Response> {
  const response = await runtime.app.fetch(request, env);
  for (const name of CONNECTION_HEADERS) response.headers.delete(name);
  return response;
}

const { BENCH_TLS_PORT, BENCH_TLS_KEY, BENCH_TLS_CERT } = process.env;
const tlsServer =
  BENCH_TLS_PORT && BENCH_TLS_KEY && BENCH_TLS_CERT
    ? serve({
        fetch: fetchOverHttp2,
        port: Number(BENCH_TLS_PORT),
        hostname: '127.0.0.1',
        createServer: createSecureServer,
        serverOptions: {
          key: readFileSync(BENCH_TLS_KEY),
          cert: readFileSync(BENCH_TLS_CERT),
          allowHTTP1: true,
        },
      })
    : null;

async function stop() {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (tlsServer) await new Promise<void>((resolve) => tlsServer.close(() => resolve()));
  // autocannon drops its sockets at its deadline, which lets close() return while the requests it abandoned
  // are still running: give them time to finish before the pool closes under them.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await runtime.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
console.log(`ready ${runtime.database.kind}`);

import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

export type TBenchResult = {
  name: string;
  requests: number;
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  budgetP99Ms?: number;
};

const WARM_UP_SECONDS = 2;

/**
 * autocannon against one URL: `connections` at once for `seconds`, latency in ms. A short unmeasured run
 * first opens the database connections, prepares their statements and lets the JIT compile the path, as a
 * server that has been up for a while would have done. Given several cookies (several signed-in sessions),
 * the requests take them in turn, as that many people's requests would.
 */
export async function measureEndpoint(input: {
  name: string;
  url: string;
  cookie: string | string[];
  connections: number;
  seconds: number;
  budgetP99Ms?: number;
  /** Requests per second across all connections; unset, each connection sends as fast as answers come. */
  rate?: number;
}): Promise<TBenchResult> {
  const cookies = typeof input.cookie === 'string' ? [input.cookie].filter(Boolean) : input.cookie;
  let turn = 0;
  const options = {
    url: input.url,
    connections: input.connections,
    ...(input.rate ? { overallRate: input.rate } : {}),
    ...(cookies.length > 1
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                turn = (turn + 1) % cookies.length;
                return { ...request, headers: { ...request.headers, cookie: cookies[turn] ?? '' } };
              },
            },
          ],
        }
      : { headers: cookies[0] ? { cookie: cookies[0] } : {} }),
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: input.seconds });
  return {
    name: input.name,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    non2xx: result.non2xx,
    ...(input.budgetP99Ms ? { budgetP99Ms: input.budgetP99Ms } : {}),
  };
}

/** Signs in through the API and returns the session cookie. */
export async function signInForBench(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

export type TBenchServer = {
  baseUrl: string;
  /** The same app over HTTPS (HTTP/2), when started with BENCH_TLS_PORT, BENCH_TLS_KEY and BENCH_TLS_CERT. */
  httpsBaseUrl: string | null;
  databaseKind: string;
  stop: () => Promise<void>;
};

/**
 * Starts scripts/bench/bench-server.ts (or another server script that prints `ready <kind>`) in its own process
 * and resolves once it listens.
 */
export async function startBenchServer(input: {
  port: number;
  env: Record<string, string>;
  script?: string;
}): Promise<TBenchServer> {
  const script = input.script ?? 'scripts/bench/bench-server.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...input.env, BENCH_PORT: String(input.port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const databaseKind = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('ready ')) resolve(line.slice('ready '.length));
      else console.log(line);
    });
  });
  const tlsPort = input.env.BENCH_TLS_PORT;
  return {
    baseUrl: `http://127.0.0.1:${input.port}`,
    httpsBaseUrl: tlsPort ? `https://127.0.0.1:${tlsPort}` : null,
    databaseKind,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

// A bare Hono hello-world on the same Node server adapter, the yardstick the dashboard summary is compared with.
// Env: BENCH_PORT.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.env.BENCH_PORT);
const app = new Hono();
app.get('/', (c) => c.text('Hello, world'));
const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
console.log('ready hello-world');

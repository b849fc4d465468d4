// `npm run dev`: the API server with reload (tsx watch) and Vite's dev server, side by side.
// Open http://localhost:5173; Vite proxies /api to the server on :3000.
import { spawn } from 'node:child_process';

const env = { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());

// Bundles the server into $DIST_DIR/server/main.js (default dist) and its worker threads' tasks into
// cpu-worker.js beside it (dependencies stay in node_modules), and copies the SQL migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = `${process.env.DIST_DIR ?? 'dist'}/server`;

rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', 'cpu-worker': 'src/server/cpu-worker.ts' },
  outdir: out,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${out}/migrations`, { recursive: true });

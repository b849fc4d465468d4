import { readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** Each run gets a fresh database folder (~40 MB); remove those left by runs more than six hours old. */
export default function removeStaleDataDirs() {
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('masakhane-e2e-')) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // Another run may be removing it at the same time.
    }
  }
}

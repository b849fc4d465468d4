// Writes .vite/module-chunks.json beside Vite's manifest: for each of our source modules, the chunk it ended up
// in. Vite's manifest names a lazily loaded module only when it has a chunk of its own; one placed in a group
// chunk (scripts/build/chunk-groups.ts) is found here, so scripts/prerender.mjs can preload it.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export function moduleChunks(): Plugin {
  let root = process.cwd();
  return {
    name: 'masakhane:module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(options, bundle) {
      if (options.format !== 'es' || this.environment?.config.consumer === 'server') return;
      const map: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          if (id.includes('node_modules') || id.startsWith('\0')) continue;
          map[relative(root, id).replaceAll('\\', '/')] = output.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(map) });
    },
  };
}

// Rewrites our imports from two index modules into imports of the modules behind them:
//   import { Wallet } from 'lucide-react'          -> import Wallet from '<lucide>/icons/wallet.mjs'
//   import { Dialog as D } from 'radix-ui'         -> import * as D from '@radix-ui/react-dialog'
// Through an index every icon or primitive looks used by every module that imports any, so the bundler could
// not tell the dashboard's icons and dialogs from the public pages'; this way scripts/build/chunk-groups.ts
// can group what the dashboard shares without pulling it into the public pages. The code that runs is the
// same. Only the browser build is rewritten.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const OWN_SOURCE = /[\\/]src[\\/]web[\\/].+\.[jt]sx?$/;

type TTarget = { kind: 'default' | 'namespace'; specifier: string };
type TIndex = { packageName: string; targets: Map<string, TTarget> };

/** lucide's index: `export { default as Wallet, default as WalletIcon } from './icons/wallet.mjs';` */
function readLucideIndex(root: string): TIndex {
  const indexPath = join(root, 'node_modules', 'lucide-react', 'dist', 'esm', 'lucide-react.mjs');
  const targets = new Map<string, TTarget>();
  for (const match of readFileSync(indexPath, 'utf8').matchAll(
    /export \{([^}]+)\} from '(\.\/icons\/[^']+)';/g,
  )) {
    const specifier = join(dirname(indexPath), match[2] ?? '');
    for (const part of (match[1] ?? '').split(',')) {
      const name = /default as (\w+)/.exec(part.trim())?.[1];
      if (name) targets.set(name, { kind: 'default', specifier });
    }
  }
  return { packageName: 'lucide-react', targets };
}

/** radix-ui's index: `import * as Dialog from "@radix-ui/react-dialog";` */
function readRadixIndex(root: string): TIndex {
  const indexPath = join(root, 'node_modules', 'radix-ui', 'dist', 'index.mjs');
  const targets = new Map<string, TTarget>();
  for (const match of readFileSync(indexPath, 'utf8').matchAll(/import \* as (\w+) from "([^"]+)";/g)) {
    if (match[1] && match[2]) targets.set(match[1], { kind: 'namespace', specifier: match[2] });
  }
  return { packageName: 'radix-ui', targets };
}

/** The import statements that replace `import { specifiers } from index`, or null if a name is unknown. */
export function rewriteIndexImport(specifiers: string, index: TIndex): string | null {
  const statements: string[] = [];
  for (const part of specifiers.split(',').map((piece) => piece.trim())) {
    if (!part) continue;
    const [name = '', alias = name] = part.split(/\s+as\s+/).map((piece) => piece.trim());
    const target = index.targets.get(name);
    if (!target) return null;
    const source = JSON.stringify(target.specifier);
    statements.push(
      target.kind === 'default' ? `import ${alias} from ${source};` : `import * as ${alias} from ${source};`,
    );
  }
  return statements.join('');
}

export function directImports(): Plugin {
  let indexes: TIndex[] = [];
  return {
    name: 'masakhane:direct-imports',
    apply: 'build',
    configResolved(config) {
      indexes = [readLucideIndex(config.root), readRadixIndex(config.root)];
    },
    transform(code, id, options) {
      if (options?.ssr || !OWN_SOURCE.test(id)) return null;
      let next = code;
      for (const index of indexes) {
        if (!next.includes(index.packageName)) continue;
        const statement = new RegExp(
          `import\\s*\\{([^}]*)\\}\\s*from\\s*["']${index.packageName}["'];?`,
          'g',
        );
        next = next.replace(
          statement,
          (original, specifiers: string) => rewriteIndexImport(specifiers, index) ?? original,
        );
      }
      return next === code ? null : { code: next, map: null };
    },
  };
}

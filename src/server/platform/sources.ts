/**
 * What a kernel module reads of the features that own it (ADR 61): it declares the sources it needs, and the
 * composition (`src/server/wiring.ts`) provides each once, at load, so the module imports no feature.
 */
export function createSources<TSources extends Record<string, unknown>>(kind: string) {
  const sources: Partial<TSources> = {};
  return {
    /** Provides sources; the composition calls it once per owning feature. */
    provide(provided: Partial<TSources>): void {
      Object.assign(sources, provided);
    },
    /** A source, provided before the first request; reading one nobody provided throws. */
    read<K extends keyof TSources>(name: K): TSources[K] {
      const source = sources[name];
      if (!source) throw new Error(`No ${kind} source ${String(name)}: the composition provides it at load`);
      return source as TSources[K];
    },
  };
}

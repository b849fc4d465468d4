import type { TConfig } from '../config';

export type TDemoDataChoice = { isWanted: boolean; reason: string };

/**
 * Whether the server seeds the demo data (users of every role with one published password) into an empty
 * database: never with NODE_ENV=production; on the embedded database unless DEMO_DATA=0; on a PostgreSQL
 * server only when DEMO_DATA=1 asks for it.
 */
export function chooseDemoData(config: Pick<TConfig, 'env' | 'databaseUrl' | 'demoData'>): TDemoDataChoice {
  if (config.env === 'production') return { isWanted: false, reason: 'never with NODE_ENV=production' };
  if (config.demoData === '0') return { isWanted: false, reason: 'DEMO_DATA=0' };
  if (config.demoData === '1') return { isWanted: true, reason: 'DEMO_DATA=1' };
  if (!config.databaseUrl) return { isWanted: true, reason: 'the embedded database' };
  return { isWanted: false, reason: 'DATABASE_URL is set; DEMO_DATA=1 seeds it into an empty database' };
}

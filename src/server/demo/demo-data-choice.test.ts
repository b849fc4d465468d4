import { describe, expect, it } from 'vitest';
import { chooseDemoData } from './demo-data-choice';

const EMBEDDED = { databaseUrl: undefined };
const SERVER = { databaseUrl: 'postgres://db/masakhane' };

describe('chooseDemoData', () => {
  it('seeds the embedded database of a fresh clone, as npm start promises', () => {
    expect(chooseDemoData({ env: 'development', ...EMBEDDED, demoData: undefined })).toEqual({
      isWanted: true,
      reason: 'the embedded database',
    });
  });

  it('leaves a PostgreSQL server alone unless DEMO_DATA=1 asks', () => {
    expect(chooseDemoData({ env: 'development', ...SERVER, demoData: undefined }).isWanted).toBe(false);
    expect(chooseDemoData({ env: 'development', ...SERVER, demoData: '1' })).toEqual({
      isWanted: true,
      reason: 'DEMO_DATA=1',
    });
  });

  it('never seeds with NODE_ENV=production, embedded or not', () => {
    for (const database of [EMBEDDED, SERVER]) {
      expect(chooseDemoData({ env: 'production', ...database, demoData: undefined })).toEqual({
        isWanted: false,
        reason: 'never with NODE_ENV=production',
      });
    }
  });

  it('seeds nothing with DEMO_DATA=0, even on the embedded database', () => {
    expect(chooseDemoData({ env: 'development', ...EMBEDDED, demoData: '0' }).isWanted).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import type { TDbOrTx } from '../../db/client';
import type { TMoneyContext } from './money-context';
import {
  announceMoneyChange,
  applyMoneyChange,
  listMoneyReactions,
  registerMoneyReactions,
  type TMoneyChange,
} from './money-reactions';

const change: TMoneyChange = {
  event: 'contribution.reversed',
  organizationId: 'org-1',
  memberUserId: 'member-1',
  recordId: 'contribution-1',
  amountCents: 50_000,
  date: '2026-11-30',
};
const tx = {} as TDbOrTx;
const ctx = {} as TMoneyContext;

describe('reactions to money changes', () => {
  const heard: string[] = [];
  registerMoneyReactions([
    {
      name: 'test.first',
      phase: 'in-transaction',
      on: ['contribution.reversed'],
      run: async (_tx, _ctx, { recordId }) => void heard.push(`first ${recordId}`),
    },
    {
      name: 'test.after',
      phase: 'after-commit',
      on: ['contribution.reversed', 'fine.waived'],
      run: async (_ctx, { event }) => void heard.push(`after ${event}`),
    },
    {
      name: 'test.second',
      phase: 'in-transaction',
      on: ['contribution.reversed', 'contribution.confirmed'],
      run: async (_tx, _ctx, { amountCents }) => void heard.push(`second ${amountCents}`),
    },
  ]);

  it('runs the in-transaction reactions to the event, in the order registered, and not the others', async () => {
    heard.length = 0;
    await applyMoneyChange(tx, ctx, change);
    expect(heard).toEqual(['first contribution-1', 'second 50000']);
  });

  it('runs only the after-commit reactions when the write announces its change', async () => {
    heard.length = 0;
    await announceMoneyChange(ctx, { ...change, event: 'fine.waived' });
    expect(heard).toEqual(['after fine.waived']);
  });

  it('lists who reacts to an event and refuses a name registered twice', () => {
    expect(listMoneyReactions('contribution.reversed')).toEqual(['test.first', 'test.after', 'test.second']);
    expect(listMoneyReactions('loan.disbursed')).toEqual([]);
    expect(() =>
      registerMoneyReactions([{ name: 'test.first', phase: 'after-commit', on: [], run: async () => {} }]),
    ).toThrow('money reaction test.first registered twice');
  });
});

import type {
  TBulkConfirm,
  TBulkConfirmResult,
  TImportOutcome,
  TImportStatement,
  TRecordBankLine,
  TRecordBankLineResult,
  TStatementImport,
} from '../../../shared/contracts/bank-statements';
import type { TLiveTopic } from '../../../shared/live-topics';
import { ApiError, apiFetch } from '../../lib/api';
import { useMoneyMutation, useWriteMutation } from '../../lib/mutations';

/** A match or a recorded line moves money: the bank page and the books change. */
const BOOK_TOPICS: readonly TLiveTopic[] = ['bank', 'contributions', 'loans', 'transactions', 'approvals'];

/** Reads a chosen file as base64 for the JSON upload. */
export async function readFileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** How often the screen asks how an import is getting on. */
const IMPORT_POLL_MS = 700;

/**
 * Uploads a statement and follows its import (a background job) to its end, telling `onStep` each step:
 * resolves with the outcome, or fails with the refusal the server gave.
 */
export function useImportStatement(organizationId: string, onStep: (step: TStatementImport) => void) {
  return useWriteMutation({
    organizationId,
    refreshes: ['bank'],
    mutationFn: async (input: TImportStatement): Promise<TImportOutcome> => {
      let step = await apiFetch<TStatementImport>(`/api/v1/orgs/${organizationId}/bank/statements`, {
        method: 'POST',
        body: input,
      });
      for (;;) {
        onStep(step);
        if (step.outcome) return step.outcome;
        // The job refused the file: an answer to keep, not a failure of the connection to try again.
        if (step.failure) throw new ApiError({ ...step.failure, status: 422 });
        await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
        step = await apiFetch<TStatementImport>(
          `/api/v1/orgs/${organizationId}/bank/statement-imports/${step.id}`,
        );
      }
    },
  });
}

export function useConfirmMatches(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: BOOK_TOPICS,
    request: ({ input }: { input: TBulkConfirm; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/bank/lines/confirm`,
      body: input,
    }),
    read: (answer) => answer as TBulkConfirmResult,
  });
}

export function useRecordBankLine(organizationId: string) {
  return useMoneyMutation({
    organizationId,
    refreshes: BOOK_TOPICS,
    request: ({ lineId, input }: { lineId: string; input: TRecordBankLine; idempotencyKey: string }) => ({
      path: `/api/v1/orgs/${organizationId}/bank/lines/${lineId}/record`,
      body: input,
    }),
    read: (answer) => answer as TRecordBankLineResult,
  });
}

import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TBulkConfirm,
  type TImportStatement,
  type TRecordBankLine,
  ZBulkConfirmResult,
  ZImportOutcome,
  ZRecordBankLineResult,
} from '../../../shared/contracts/bank-statements';
import { apiFetch } from '../../lib/api';

/** A match or a recorded line moves money: refresh the bank page and the books at once. */
function invalidateBooks(queryClient: QueryClient, organizationId: string) {
  for (const topic of ['bank', 'contributions', 'loans', 'transactions', 'approvals']) {
    void queryClient.invalidateQueries({ queryKey: [topic, organizationId] });
  }
}

/** Reads a chosen file as base64 for the JSON upload. */
export async function readFileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function useImportStatement(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TImportStatement) =>
      ZImportOutcome.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/bank/statements`, { method: 'POST', body: input }),
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['bank', organizationId] }),
  });
}

export function useConfirmMatches(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: TBulkConfirm; idempotencyKey: string }) =>
      ZBulkConfirmResult.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/bank/lines/confirm`, {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => invalidateBooks(queryClient, organizationId),
  });
}

export function useRecordBankLine(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      lineId,
      input,
      idempotencyKey,
    }: {
      lineId: string;
      input: TRecordBankLine;
      idempotencyKey: string;
    }) =>
      ZRecordBankLineResult.parse(
        await apiFetch(`/api/v1/orgs/${organizationId}/bank/lines/${lineId}/record`, {
          method: 'POST',
          body: input,
          headers: { 'Idempotency-Key': idempotencyKey },
        }),
      ),
    onSettled: () => invalidateBooks(queryClient, organizationId),
  });
}

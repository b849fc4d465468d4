import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGenerateReport, TReportSummary } from '../../../shared/contracts/reports';
import { apiFetch } from '../../lib/api';
import { reportQueries } from './reports.queries';

/** Admins: ask for a report; it is built in the background and joins Recent Reports at once. */
export function useGenerateReport(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, idempotencyKey }: { input: TGenerateReport; idempotencyKey: string }) =>
      (await apiFetch(`/api/v1/orgs/${organizationId}/reports`, {
        method: 'POST',
        body: input,
        headers: { 'Idempotency-Key': idempotencyKey },
      })) as TReportSummary,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportQueries.all(organizationId) }),
  });
}

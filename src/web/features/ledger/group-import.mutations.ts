import type { TGroupImport, TStartGroupImport } from '../../../shared/contracts/group-import';
import { ApiError, apiFetch } from '../../lib/api';
import { readMoveAnswer, type TMoveAnswer } from '../../lib/held-move';
import { sendMoneyWrite, useWriteMutation } from '../../lib/mutations';

const POLL_MS = 700;
const pathOf = (organizationId: string) => `/api/v1/orgs/${organizationId}/group-imports`;

/** Follows an import's job until it stops at one of `until`, telling `onStep` each step; a refusal fails. */
async function follow(
  organizationId: string,
  first: TGroupImport,
  until: readonly TGroupImport['status'][],
  onStep: (step: TGroupImport) => void,
): Promise<TGroupImport> {
  let step = first;
  for (;;) {
    onStep(step);
    if (step.failure) throw new ApiError({ ...step.failure, status: 422 });
    if (until.includes(step.status)) return step;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    step = await apiFetch<TGroupImport>(`${pathOf(organizationId)}/${step.id}`);
  }
}

/** Admins: uploads the group's file and follows its dry run to the preview. */
export function useStartGroupImport(organizationId: string, onStep: (step: TGroupImport) => void) {
  return useWriteMutation({
    organizationId,
    refreshes: [],
    mutationFn: async (input: TStartGroupImport) =>
      follow(
        organizationId,
        await apiFetch<TGroupImport>(pathOf(organizationId), { method: 'POST', body: input }),
        ['previewed'],
        onStep,
      ),
  });
}

/**
 * Admins: confirms a previewed import and follows the write to its end; where two admins, the move waits
 * for the second (the answer is then the approval).
 */
export function useConfirmGroupImport(organizationId: string, onStep: (step: TGroupImport) => void) {
  return useWriteMutation({
    organizationId,
    refreshes: ['contributions', 'transactions', 'loans', 'memberships', 'approvals'],
    mutationFn: async ({ importId, idempotencyKey }: { importId: string; idempotencyKey: string }) => {
      const answer: TMoveAnswer<TGroupImport> = readMoveAnswer<TGroupImport>(
        await sendMoneyWrite({ path: `${pathOf(organizationId)}/${importId}/confirm` }, idempotencyKey),
      );
      if (answer.isHeld) return answer;
      return {
        isHeld: false as const,
        value: await follow(organizationId, answer.value, ['imported'], onStep),
      };
    },
  });
}

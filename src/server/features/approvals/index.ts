/**
 * The door of approvals, the kernel's held moves: a feature registers each move a policy can hold
 * (`registerApprovalOperation`, in its own `*-moves.ts`) and offers it through `gateOrRun`.
 */
export { gateOrRun, HELD_FOR_APPROVAL, type TGateOutcome } from './approval-gate';
export {
  isAboveThreshold,
  registerApprovalOperation,
  type TApprovalOperation,
  type TMoveFacts,
} from './approval-registry';

/** What the refused action does to the record, for the sentence that explains the refusal. */
export type TOwnRecordAction = 'record' | 'confirm' | 'decide on' | 'pay out' | 'reverse' | 'write off';

/**
 * Why an action on one's own money is refused, and what to do: another admin must act, and an organization
 * with a single admin is told to appoint a second one. The same sentence on the server and in the UI.
 */
export function describeOwnRecordRefusal(
  action: TOwnRecordAction,
  organization: { adminCount: number | null },
): string {
  const sentence = `Another admin must ${action} this`;
  return organization.adminCount !== null && organization.adminCount < 2
    ? `${sentence}: appoint a second admin in Manage Members`
    : sentence;
}

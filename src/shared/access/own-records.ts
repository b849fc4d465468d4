/** What the refused action does to the record, for the sentence that explains the refusal. */
export type TOwnRecordAction =
  | 'record'
  | 'confirm'
  | 'decide on'
  | 'pay out'
  | 'reverse'
  | 'write off'
  | 'waive'
  | 'merge';

const SENTENCES = {
  record: 'Another admin must record this',
  confirm: 'Another admin must confirm this',
  'decide on': 'Another admin must decide on this',
  'pay out': 'Another admin must pay this out',
  reverse: 'Another admin must reverse this',
  'write off': 'Another admin must write this off',
  waive: 'Another admin must waive this',
  merge: 'Another admin must merge a record into yours',
} as const satisfies Record<TOwnRecordAction, string>;

/**
 * Why an action on one's own money is refused, and what to do: another admin must act, and an organization
 * with a single admin is told to appoint a second one (`adminCount` null: not known here). The same
 * sentence on the server and in the UI.
 */
export function describeOwnRecordRefusal(
  action: TOwnRecordAction,
  organization: { adminCount: number | null },
): string {
  const sentence = SENTENCES[action];
  return organization.adminCount !== null && organization.adminCount < 2
    ? `${sentence}: appoint a second admin in Manage Members`
    : sentence;
}

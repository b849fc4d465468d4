import {
  SUBMISSION_STATUS_LABELS,
  type TSubmission,
  type TSubmissionStatus,
} from '../../../shared/contracts/submissions';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Where the submitter opens their request: View Submissions with that card picked out. */
export function getSubmissionLink(baseUrl: string, submissionId: string): string {
  return `${baseUrl}/dashboard/view-submissions?submission=${submissionId}`;
}

/** The e-mail telling a submitter their request changed status or has new notes. */
export function buildSubmissionChangeMail(input: {
  submission: TSubmission;
  previousStatus: TSubmissionStatus;
  baseUrl: string;
}): { subject: string; text: string; html: string; link: string } {
  const { submission, previousStatus, baseUrl } = input;
  const status = SUBMISSION_STATUS_LABELS[submission.status];
  const isStatusChanged = previousStatus !== submission.status;
  const recipient = submission.organizationName ?? 'the Masakhane team';
  const subject = isStatusChanged
    ? `Your request "${submission.title}" is now ${status.toLowerCase()}`
    : `New notes on your request "${submission.title}"`;
  const link = getSubmissionLink(baseUrl, submission.id);
  const lines = [
    submission.submittedBy.fullName ? `Hello ${submission.submittedBy.fullName},` : 'Hello,',
    '',
    isStatusChanged
      ? `${recipient} changed the status of your request "${submission.title}" from ${SUBMISSION_STATUS_LABELS[previousStatus]} to ${status}.`
      : `${recipient} added notes to your request "${submission.title}" (status: ${status}).`,
  ];
  if (submission.resolutionNotes) lines.push('', 'Notes:', submission.resolutionNotes);
  lines.push('', `View your request: ${link}`);
  const html = [
    `<p>${escapeHtml(lines[0] ?? '')}</p>`,
    `<p>${escapeHtml(lines[2] ?? '')}</p>`,
    submission.resolutionNotes
      ? `<p><strong>Notes:</strong><br>${escapeHtml(submission.resolutionNotes).replaceAll('\n', '<br>')}</p>`
      : '',
    `<p><a href="${escapeHtml(link)}">View your request</a></p>`,
  ].join('');
  return { subject, text: lines.join('\n'), html, link };
}

import { and, eq, like } from 'drizzle-orm';
import { expect } from 'vitest';
import { ZSubmission, ZSubmissionList } from '../../../shared/contracts/submissions';
import { auditLog, mailOutbox, submissions } from '../../db/schema';
import type { TSignedInUser, TTestApp } from '../../testing/test-app';
import { callApi } from '../organizations/organizations.testing';

export type TActor = TSignedInUser;

export const REQUEST = {
  submissionType: 'question',
  title: 'When is the next meeting?',
  description: 'I missed the last WhatsApp message about the date of the next meeting.',
} as const;

/** Sends a request as the actor and expects it taken. */
export async function submit(
  app: TTestApp,
  actor: TActor,
  target: { organizationId: string } | 'site_operators',
  overrides: Record<string, unknown> = {},
) {
  const body =
    target === 'site_operators'
      ? { ...REQUEST, targetType: 'site_operators', ...overrides }
      : { ...REQUEST, targetType: 'organization', organizationId: target.organizationId, ...overrides };
  const result = await callApi(app, actor.cookie, 'POST', '/api/v1/submissions', body);
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return ZSubmission.parse(result.body);
}

/** A list as the actor; expects 200. */
export async function list(app: TTestApp, actor: TActor, path: string) {
  const result = await callApi(app, actor.cookie, 'GET', path);
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return ZSubmissionList.parse(result.body);
}

export async function countSubmissions(app: TTestApp) {
  return (await app.database.db.select({ id: submissions.id }).from(submissions)).length;
}

export async function readStoredSubmission(app: TTestApp, id: string) {
  const [row] = await app.database.db.select().from(submissions).where(eq(submissions.id, id));
  return row;
}

/** The submission e-mails sent to an address (the sign-up verification mail is left out). */
export async function readMailTo(app: TTestApp, address: string) {
  return app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, address), like(mailOutbox.link, '%/dashboard/view-submissions?%')));
}

export async function readSubmissionAudit(app: TTestApp, submissionId: string) {
  return app.database.db.select().from(auditLog).where(eq(auditLog.targetId, submissionId));
}

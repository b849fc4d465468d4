import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../../db/schema';
import type { TChangeEvent } from '../../platform/realtime/events';
import type { TTestApp } from '../../testing/test-app';

/** Calls the API as the user with this cookie (or anonymously) and returns status and JSON body. */
export async function callApi(
  app: TTestApp,
  cookie: string | undefined,
  method: string,
  path: string,
  json?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await app.request(path, {
    method,
    ...(cookie ? { cookie } : {}),
    ...(json !== undefined ? { json } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The error message of a refused call. */
export function readErrorMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const error = body.error;
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : undefined;
}

/** Collects the live-update events published while `action` runs (delivered at commit). */
export async function collectEvents(app: TTestApp, action: () => Promise<unknown>): Promise<TChangeEvent[]> {
  const events: TChangeEvent[] = [];
  const unsubscribe = app.events.subscribe((event) => events.push(event));
  try {
    await action();
    // NOTIFY is delivered asynchronously after the commit.
    await new Promise((resolve) => setTimeout(resolve, 150));
  } finally {
    unsubscribe();
  }
  return events;
}

/** The audit actions written for one organization, newest first. */
export async function readAuditActions(app: TTestApp, organizationId: string, action?: string) {
  const rows = await app.database.db
    .select()
    .from(auditLog)
    .where(
      action
        ? and(eq(auditLog.organizationId, organizationId), eq(auditLog.action, action))
        : eq(auditLog.organizationId, organizationId),
    )
    .orderBy(desc(auditLog.createdAt));
  return rows;
}

/** Expects the call to be refused with this status, and returns the body for further checks. */
export async function expectRefused(
  call: Promise<{ status: number; body: unknown }>,
  status: number,
): Promise<unknown> {
  const result = await call;
  expect(result.status, JSON.stringify(result.body)).toBe(status);
  return result.body;
}

/**
 * The answers the entry asked for as a record list opened (app/early-data.ts), kept here for lib/api.ts to
 * take: plain state, no React, since the entry fills it before the app's code has arrived.
 */

/** One early request: the organization it was for (once the bootstrap said so), and its answer. */
export type TEarlyAnswer = { organizationId: Promise<string>; answer: Promise<unknown> };

/** A list page's early requests by their path under the organization, each taken once (takeEarlyAnswer). */
const listAnswers = new Map<string, TEarlyAnswer>();
let listAnswersUntil = 0;

/** Keeps a list page's early requests by their path under the organization, to be taken before `untilMs`. */
export function holdEarlyAnswers(answers: Iterable<[string, TEarlyAnswer]>, untilMs: number): void {
  listAnswersUntil = untilMs;
  for (const [path, early] of answers) {
    // Unhandled until a query takes it; a failure here is answered by the query's own request.
    early.answer.catch(() => undefined);
    listAnswers.set(path, early);
  }
}

const ORGANIZATION_PATH = /^\/api\/v1\/orgs\/([^/?]+)\/(.+)$/;

/**
 * The answer to a GET of `url` that the entry started as a list page opened (LIST_PAGE_REQUESTS), once, in
 * the page's first seconds; otherwise undefined and the caller asks the server itself. The promise rejects
 * when the early request failed or was for another organization, and the caller then asks as well.
 */
export function takeEarlyAnswer(url: string): Promise<unknown> | undefined {
  if (listAnswers.size === 0) return undefined;
  const match = ORGANIZATION_PATH.exec(url);
  const early = match ? listAnswers.get(match[2] ?? '') : undefined;
  if (!match || !early) return undefined;
  listAnswers.delete(match[2] ?? '');
  if (performance.now() > listAnswersUntil) return undefined;
  const organizationId = decodeURIComponent(match[1] ?? '');
  return early.organizationId.then((id) => {
    if (id !== organizationId) throw new Error('asked early for another organization');
    return early.answer;
  });
}

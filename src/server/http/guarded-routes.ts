import { createRoute, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { type TApproval, ZApproval } from '../../shared/contracts/approvals';
import { PENDING_APPROVAL_MESSAGE } from '../../shared/money-records';
import type { TAppEnv } from './env';
import { csvContent, sendCsv, ZIdempotencyHeader, ZOptionalIdempotencyHeader } from './money-routes';
import { jsonBody, jsonContent } from './openapi-parts';

/** A route's path parameters or query: a zod object. */
type TPart = NonNullable<NonNullable<RouteConfig['request']>['params']>;
type TBody = z.ZodType | undefined;

/** What a route reads, validated; a part the route does not declare is undefined. */
type TParsed<S> = S extends z.ZodType ? z.output<S> : undefined;
export type TRouteInput<P, Q, B> = { param: TParsed<P>; query: TParsed<Q>; json: TParsed<B> };

/**
 * Where a route is and who may call it: its guards (at least one; the route-table test fails on a route
 * without) and the parts of the request it validates.
 */
export type TRouteAt<P extends TPart | undefined, Q extends TPart | undefined, B extends TBody> = {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  guards: readonly [MiddlewareHandler<TAppEnv>, ...MiddlewareHandler<TAppEnv>[]];
  params?: P;
  query?: Q;
  /** A JSON body: a request without one fails validation (400) instead of reaching the service. */
  body?: B;
  /** Writes that are not money (reports) may send an Idempotency-Key to make a retry safe. */
  headers?: TPart;
};

/**
 * The one JSON answer of a route, parsed through its schema, under 200 (201 for a route that creates).
 * `isKept`: the route hands back the very same object while its answer has not changed, and never changes an
 * object it has handed back (a kept answer, ADR 41); each such object is then parsed and serialized once.
 */
export type TAnswer<A extends z.ZodType> = {
  answer: A;
  description: string;
  status?: 200 | 201;
  isKept?: boolean;
};

const JSON_CONTENT = { 'Content-Type': 'application/json' };

/**
 * The JSON text of answers through `schema`, remembered per answer object: the same text `c.json` would send
 * for the parsed answer, computed the first time an object is seen.
 */
function rememberAnswerBodies(schema: z.ZodType) {
  const bodies = new WeakMap<object, string>();
  return (result: unknown): string => {
    if (typeof result !== 'object' || result === null) return JSON.stringify(schema.parse(result));
    let body = bodies.get(result);
    if (body === undefined) {
      body = JSON.stringify(schema.parse(result));
      bodies.set(result, body);
    }
    return body;
  };
}

/** A money move the policy may hold for a second admin, or its result (see approvals/approval-gate). */
export type THeldOrDone<T> = { isHeld: true; approval: TApproval } | { isHeld: false; result: T };

/**
 * How a held write is sent: a money move is a POST that requires its Idempotency-Key; a change of who signs
 * (the policy, an admin's seat) keeps its own method and needs the key only when it is held.
 */
type THeldWrite = { method?: 'post' | 'put' | 'patch'; isKeyOptional?: boolean };

/** The 202 answer of a route whose move may be held for a second admin. */
export const HELD_FOR_APPROVAL = { 202: jsonContent(ZApproval, PENDING_APPROVAL_MESSAGE) };

type TRun<X, P, Q, B, T> = (context: X, input: TRouteInput<P, Q, B>, c: Context<TAppEnv>) => Promise<T>;
type TValidated = { out: { param: unknown; query: unknown; json: unknown } };
type TValidatedContext = Context<TAppEnv, string, TValidated>;

function register<P extends TPart | undefined, Q extends TPart | undefined, B extends TBody>(
  router: OpenAPIHono<TAppEnv>,
  at: TRouteAt<P, Q, B>,
  responses: RouteConfig['responses'],
  respond: (c: TValidatedContext, input: TRouteInput<P, Q, B>) => Promise<Response>,
): void {
  const request: NonNullable<RouteConfig['request']> = {};
  if (at.params) request.params = at.params;
  if (at.query) request.query = at.query;
  if (at.headers) request.headers = at.headers;
  if (at.body) request.body = jsonBody(at.body);
  const route = createRoute({
    method: at.method,
    path: at.path,
    middleware: [...at.guards],
    request,
    responses,
  });
  router.openapi(route, (c: TValidatedContext) =>
    respond(c, {
      param: c.req.valid('param') as TParsed<P>,
      query: c.req.valid('query') as TParsed<Q>,
      json: c.req.valid('json') as TParsed<B>,
    }),
  );
}

/**
 * The routes of one router, each declared in one call: where it is and who may call it, what it answers,
 * and what it runs, given the router's request context (`readContext`, read after the guards).
 *
 * - `add`: any route answering one JSON schema.
 * - `csv`: a GET answering a CSV download named `<fileName>.csv`.
 * - `money`: a money write (ADR 17), a POST that requires its Idempotency-Key.
 * - `held`: a money write the two-to-sign policy may hold (ADR 19): `run` passes the move through the approval
 *   gate; a held move answers 202 with the approval, a done one its result.
 */
export function guardedRoutes<X>(router: OpenAPIHono<TAppEnv>, readContext: (c: Context<TAppEnv>) => X) {
  const add = <
    A extends z.ZodType,
    P extends TPart | undefined = undefined,
    Q extends TPart | undefined = undefined,
    B extends TBody = undefined,
  >(
    at: TRouteAt<P, Q, B>,
    { answer, description, status = 200, isKept = false }: TAnswer<A>,
    run: TRun<X, P, Q, B, z.input<A>>,
  ) => {
    const readBody = isKept ? rememberAnswerBodies(answer) : null;
    register(router, at, { [status]: jsonContent(answer, description) }, async (c, input) => {
      const result = await run(readContext(c), input, c);
      return readBody ? c.body(readBody(result), status, JSON_CONTENT) : c.json(answer.parse(result), status);
    });
  };

  const money = <
    A extends z.ZodType,
    P extends TPart | undefined = undefined,
    Q extends TPart | undefined = undefined,
    B extends TBody = undefined,
  >(
    at: Omit<TRouteAt<P, Q, B>, 'method' | 'headers'>,
    answer: TAnswer<A>,
    run: TRun<X, P, Q, B, z.input<A>>,
  ) => add({ ...at, method: 'post', headers: ZIdempotencyHeader }, answer, run);

  const held = <
    A extends z.ZodType,
    P extends TPart | undefined = undefined,
    Q extends TPart | undefined = undefined,
    B extends TBody = undefined,
  >(
    at: Omit<TRouteAt<P, Q, B>, 'method' | 'headers'> & THeldWrite,
    { answer, description, status = 200 }: TAnswer<A>,
    run: TRun<X, P, Q, B, THeldOrDone<z.input<A>>>,
  ) => {
    const responses = { [status]: jsonContent(answer, description), ...HELD_FOR_APPROVAL };
    const { method = 'post', isKeyOptional = false, ...place } = at;
    const headers = isKeyOptional ? ZOptionalIdempotencyHeader : ZIdempotencyHeader;
    const write = { ...place, method, headers };
    register(router, write, responses, async (c, input) => {
      const gate = await run(readContext(c), input, c);
      if (gate.isHeld) return c.json(gate.approval, 202);
      return c.json(answer.parse(gate.result), status);
    });
  };

  const csv = <P extends TPart | undefined = undefined, Q extends TPart | undefined = undefined>(
    at: Omit<TRouteAt<P, Q, undefined>, 'method' | 'body'>,
    download: { description: string; fileName: (input: TRouteInput<P, Q, undefined>) => string },
    run: TRun<X, P, Q, undefined, string>,
  ) =>
    register(router, { ...at, method: 'get' }, { 200: csvContent(download.description) }, async (c, input) =>
      sendCsv(c, download.fileName(input), await run(readContext(c), input, c)),
    );

  return { add, money, held, csv };
}

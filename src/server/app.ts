import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { OpenAPIHono } from '@hono/zod-openapi';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { isAppPath } from '../shared/app-paths';
import { isDashboardPath } from '../shared/dashboard-path';
import { CLIENT_IP_HEADER } from './auth/auth';
import { createGuards } from './auth/guards';
import { resolveUser } from './auth/session';
import type { TDatabase } from './db/client';
import { authEvents } from './db/schema';

import { isStatementUploadPath } from './features/bank-statements/bank-statements.routes';
import { CLAIM_DOCUMENT_PATH } from './features/burial/claims.routes';
import { isGroupImportUploadPath } from './features/group-import/group-import.routes';

import { PHOTO_PATH } from './features/me/account.routes';

import { SLIP_UPLOAD_PATH } from './features/payment-slips/index';

import { GROCERY_UPLOAD_PATH } from './features/share-out/grocery-purchases.routes';

import { assetHeaders, isBuiltAsset } from './http/asset-headers';
import { limitBody } from './http/body-limit';
import { CSP } from './http/csp';
import type { TAppEnv } from './http/env';
import { withoutDocumentHeadersOnJson } from './http/json-headers';
import { noStoreApiResponses } from './http/no-store';
import { NUL_BYTE_MESSAGE, rejectNulBytes } from './http/reject-nul-bytes';
import { resolveClientAddress, type TTrustedProxies } from './platform/client-address';
import { AppError, readPgErrorCode, toErrorBody } from './platform/errors';
import type { TLogger } from './platform/logger';
import './wiring';
import type { TAppDeps } from './app-deps';
import { mountFeatureRoutes } from './feature-routes';
import { recordPageView } from './platform/page-views';
import { recordServerError } from './platform/server-errors';

export type { TAppDeps } from './app-deps';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The client address for limits and audit entries: the socket's peer, or what a trusted proxy
 * (TRUSTED_PROXIES) forwarded; in in-process tests, which have no socket, the forwarded one.
 */
function readClientIp(c: Parameters<typeof getConnInfo>[0], proxies: TTrustedProxies): string {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? 'unknown';
  }
  if (!peer) return 'unknown';
  return resolveClientAddress(
    peer,
    { forwarded: c.req.header('forwarded'), xForwardedFor: c.req.header('x-forwarded-for') },
    proxies,
  );
}

export function createApp(deps: TAppDeps) {
  const { config, database, logger } = deps;
  const guards = createGuards(database.db);
  const app = new OpenAPIHono<TAppEnv>({
    defaultHook: (result) => {
      if (!result.success) {
        throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid request');
      }
    },
  });

  app.use('*', requestId());
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: CSP,
    strictTransportSecurity: config.baseUrl.startsWith('https://')
      ? 'max-age=31536000; includeSubDomains'
      : false,
    crossOriginEmbedderPolicy: false,
  });
  // The built files under /assets are not documents: they carry only what applies to a file (ADR 42); nor is
  // a JSON answer (ADR 47).
  const answerHeaders = withoutDocumentHeadersOnJson(pageHeaders);
  app.use('*', (c, next) => (isBuiltAsset(c.req.path) ? assetHeaders(c, next) : answerHeaders(c, next)));
  const apiBodyLimit = limitBody(1024 * 1024, 'Request body is too large');
  app.use('/api/*', noStoreApiResponses());
  // The photo, slip, bank statement and claim document uploads have their own limits on their routes. A GET,
  // HEAD or OPTIONS is never read past its headers, so it is not checked (checking builds a whole Request).
  const isUpload = (path: string) =>
    path === PHOTO_PATH ||
    SLIP_UPLOAD_PATH.test(path) ||
    GROCERY_UPLOAD_PATH.test(path) ||
    isStatementUploadPath(path) ||
    isGroupImportUploadPath(path) ||
    CLAIM_DOCUMENT_PATH.test(path);
  app.use('/api/*', (c, next) =>
    SAFE_METHODS.has(c.req.method) || isUpload(c.req.path) ? next() : apiBodyLimit(c, next),
  );
  app.use('/api/*', rejectNulBytes());
  app.use('/api/*', async (c, next) => {
    const started = performance.now();
    c.set('user', null);
    c.set('org', undefined);
    c.set('orgPreload', undefined);
    c.set('userMailer', deps.userMailer);
    // Rate limiting keys on this header; whatever a client sent in it is replaced.
    c.req.raw.headers.set(CLIENT_IP_HEADER, readClientIp(c, config.trustedProxies));
    await next();
    logger.info('request', {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  // State-changing API calls from a browser must come from our own origin.
  app.use('/api/v1/*', async (c, next) => {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin && !config.trustedOrigins.includes(origin)) {
      throw new AppError('FORBIDDEN', 'Cross-origin request refused');
    }
    await next();
  });
  app.use('/api/v1/*', resolveUser(deps.auth, database.db));
  mountFeatureRoutes(app, deps, guards);

  app.get('/api/openapi.json', guards.publicRoute(), (c) =>
    c.json(app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Masakhane API', version: '1' } })),
  );

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json(toErrorBody('NOT_FOUND', 'Not found'), 404);
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    const id = c.get('requestId');
    if (error instanceof AppError) {
      if (error.code === 'RATE_LIMITED') recordRateLimited(database, logger, c.req.header(CLIENT_IP_HEADER));
      return c.json(toErrorBody(error.code, error.message), error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status;
      const code =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : status === 413
                ? 'PAYLOAD_TOO_LARGE'
                : 'VALIDATION_FAILED';
      return c.json(toErrorBody(code, error.message || 'Invalid request'), status < 500 ? status : 400);
    }
    const pgCode = readPgErrorCode(error);
    if (pgCode === '23505') return c.json(toErrorBody('CONFLICT', 'This record already exists'), 409);
    if (pgCode === '22P02' || pgCode === '22007' || pgCode === '22008') {
      return c.json(toErrorBody('VALIDATION_FAILED', 'Invalid value in request'), 400);
    }
    // Text the database cannot store (a NUL character) that got past rejectNulBytes.
    if (pgCode === '22021' || pgCode === '22P05') {
      return c.json(toErrorBody('VALIDATION_FAILED', NUL_BYTE_MESSAGE), 400);
    }
    logger.error('unhandled error', {
      requestId: id,
      path: c.req.path,
      error: error instanceof Error ? error.stack : String(error),
    });
    // Kept for the System Logs page; a failure to keep it must not change the answer.
    recordServerError(database.db, {
      requestId: id ?? null,
      method: c.req.method,
      path: c.req.path,
      error,
    }).catch((reason: unknown) => logger.warn('server error not recorded', { reason: String(reason) }));
    return c.json(toErrorBody('INTERNAL', 'Something went wrong. Please try again.', id), 500);
  });

  if (deps.webDir && existsSync(join(deps.webDir, 'index.html')))
    mountWeb(app, deps.webDir, database, logger);
  return app;
}

export type TApp = ReturnType<typeof createApp>;

/** A refusal by one of our own rate limits, for the security checks (no e-mail, the address only). */
function recordRateLimited(database: TDatabase, logger: TLogger, ipAddress: string | undefined) {
  database.db
    .insert(authEvents)
    .values({ kind: 'rate_limited', ipAddress: ipAddress?.slice(0, 64) ?? null })
    .catch((reason: unknown) => logger.warn('rate-limit refusal not recorded', { reason: String(reason) }));
}

/** Serves the built web app; any other non-API path gets index.html so deep links work (404 for unknown pages). */
function mountWeb(app: OpenAPIHono<TAppEnv>, webDir: string, database: TDatabase, logger: TLogger) {
  // With pre-rendered public pages (scripts/prerender.mjs), index.html is the home page and app-shell.html
  // the bare app for every other path.
  const shellFile = join(webDir, 'app-shell.html');
  const indexHtml = readFileSync(existsSync(shellFile) ? shellFile : join(webDir, 'index.html'), 'utf8');
  // The dashboard's frame (no user data) for /dashboard paths without a file of their own.
  const dashboardShellFile = join(webDir, 'dashboard-shell.html');
  const dashboardHtml = existsSync(dashboardShellFile) ? readFileSync(dashboardShellFile, 'utf8') : indexHtml;
  // The query decides which /auth form shows, so the sign-up form has its own pre-rendered page.
  const signUpFile = join(webDir, 'auth', 'sign-up', 'index.html');
  const signUpHtml = existsSync(signUpFile) ? readFileSync(signUpFile, 'utf8') : undefined;
  if (signUpHtml) {
    app.get('/auth', async (c, next) => (c.req.query('mode') === 'signup' ? c.html(signUpHtml) : next()));
  }
  // Page loads count for Site Activity: path, referrer and status only (no cookie, no user).
  app.use('*', async (c, next) => {
    await next();
    recordPageView(database.db, c.req.raw, c.res).catch((reason: unknown) =>
      logger.warn('page view not recorded', { reason: String(reason) }),
    );
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  });
  // The build writes .br and .gz beside text assets; browsers that accept them get those.
  app.use('*', serveStatic({ root: webDir, precompressed: true }));
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.json(toErrorBody('NOT_FOUND', 'Not found'), 404);
    // The app shows Page Not Found for a path it has no page for; the status says so too.
    return c.html(isDashboardPath(c.req.path) ? dashboardHtml : indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
}

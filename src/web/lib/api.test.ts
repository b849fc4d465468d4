import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiGet, buildPath, isRetryableError } from './api';
import { OFFLINE_WRITE_MESSAGE, readOfflineState } from './offline';

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('sends JSON with the session cookie and returns the parsed answer', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiFetch('/api/v1/things', {
        method: 'POST',
        body: { name: 'x' },
        query: { limit: 5, cursor: undefined },
      }),
    ).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things?limit=5');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"name":"x"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it("throws ApiError with the server's code and message", async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'VALIDATION_FAILED', message: 'Name must be at least 2 characters' } }),
    );
    const error = await apiFetch('/api/v1/things').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Name must be at least 2 characters',
      status: 400,
    });
  });

  it('still throws a readable ApiError when the body is not ours', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502, statusText: 'Bad Gateway' })),
    );
    await expect(apiFetch('/api/v1/things')).rejects.toMatchObject({
      code: 'HTTP_502',
      message: 'Bad Gateway',
      status: 502,
    });
  });

  it('turns a network failure into NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiFetch('/api/v1/things')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });
});

describe('apiGet', () => {
  it('sends a GET with the query string and returns the answer as the server sent it', async () => {
    const fetchMock = answer(200, { id: 7 });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet<{ id: number }>('/api/v1/thing', { query: { limit: 5 } })).resolves.toEqual({
      id: 7,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/thing?limit=5');
    expect(init.method).toBe('GET');
  });
});

describe('buildPath', () => {
  it('writes the query string of a download link without empty or unset values', () => {
    expect(buildPath('/api/v1/x/export', { userId: '', status: 'paid', limit: 5, to: undefined })).toBe(
      '/api/v1/x/export?status=paid&limit=5',
    );
    expect(buildPath('/api/v1/x/export', { userId: '' })).toBe('/api/v1/x/export');
  });
});

describe('isRetryableError', () => {
  it('retries network and server failures but not client errors', () => {
    expect(isRetryableError(new ApiError({ code: 'NETWORK_ERROR', message: '', status: 0 }))).toBe(true);
    expect(isRetryableError(new ApiError({ code: 'INTERNAL', message: '', status: 500 }))).toBe(true);
    expect(isRetryableError(new ApiError({ code: 'RATE_LIMITED', message: '', status: 429 }))).toBe(true);
    expect(isRetryableError(new ApiError({ code: 'UNAUTHENTICATED', message: '', status: 401 }))).toBe(false);
    expect(isRetryableError(new ApiError({ code: 'FORBIDDEN', message: '', status: 403 }))).toBe(false);
    expect(isRetryableError(new Error('schema drift'))).toBe(true);
  });
});

describe('apiFetch offline', () => {
  it('refuses a write at once, saying nothing was saved, and sends nothing', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { onLine: false });
    const write = apiFetch('/api/v1/orgs/o/contributions', { method: 'POST', body: { amountCents: 100 } });
    await expect(write).rejects.toMatchObject({ code: 'OFFLINE', message: OFFLINE_WRITE_MESSAGE, status: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads while offline and notes when a kept answer was fetched', async () => {
    vi.stubGlobal('fetch', answer(200, { total: 5 }, { 'x-offline-cache': '2026-11-23T12:32:00.000Z' }));
    vi.stubGlobal('navigator', { onLine: false });
    await expect(apiFetch('/api/v1/me')).resolves.toEqual({ total: 5 });
    expect(readOfflineState().figuresAsOf).toEqual(new Date('2026-11-23T12:32:00.000Z'));
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('fetch', answer(200, { total: 6 }));
    await apiFetch('/api/v1/me');
    expect(readOfflineState()).toEqual({ isOffline: false, figuresAsOf: null });
  });
});

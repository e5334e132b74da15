import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HTTPError, isTimeoutError } from 'ky';
import { ApiError, createHttp, getJson, isApiError, type Http } from './index';
import { json, startTestServer, type TestReply, type TestServer } from './test-server';

let server: TestServer;
let http: Http;
let credentialsSeen: RequestCredentials[];
const replies = new Map<string, TestReply>();

beforeEach(async () => {
  replies.clear();
  credentialsSeen = [];
  server = await startTestServer((request) => replies.get(request.url.pathname) ?? json({ ok: true }));
  // Spy on the Request ky hands to fetch (credentials never reach the wire), then really fetch it.
  const recordingFetch: typeof fetch = (input, init) => {
    credentialsSeen.push(input instanceof Request ? input.credentials : (init?.credentials ?? 'same-origin'));
    return fetch(input, init);
  };
  http = createHttp({ baseUrl: server.baseUrl, fetch: recordingFetch });
});

afterEach(() => server.close());

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );
}

describe('createHttp', () => {
  it('includes credentials on every request', async () => {
    await http.get('api/health').json();
    await http.post('api/thing', { json: { a: 1 } }).json();
    expect(credentialsSeen).toEqual(['include', 'include']);
  });

  it('sends a JSON content type with a body', async () => {
    await http.post('api/thing', { json: { name: 'Ada' } }).json();
    const [request] = server.requests;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({ name: 'Ada' });
  });

  it('sends no content type on a POST without a body', async () => {
    await http.post('api/thing').json();
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers).not.toHaveProperty('content-type');
    expect(request?.body.length).toBe(0);
  });

  it('gives up after the configured timeout', async () => {
    const slow = await startTestServer(async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      return json({ late: true });
    });
    try {
      const quick = createHttp({ baseUrl: slow.baseUrl, timeoutMs: 100 });
      expect(isTimeoutError(await rejection(quick.get('api/slow').json()))).toBe(true);
    } finally {
      await slow.close();
    }
  });

  it('does not retry a failed request', async () => {
    replies.set('/api/flaky', { status: 503, body: 'down' });
    await rejection(http.get('api/flaky').json());
    expect(server.requests).toHaveLength(1);
  });

  it('turns an error with a body into "{status}: {body}"', async () => {
    replies.set('/api/broken', { status: 500, body: 'database exploded' });
    const error = await rejection(http.get('api/broken').json());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: database exploded');
  });

  it('uses the status text when the error body is empty', async () => {
    replies.set('/api/teapot', { status: 418, statusText: 'Kettle Trouble' });
    const error = await rejection(http.get('api/teapot').json());
    expect((error as ApiError).message).toBe('418: Kettle Trouble');
    expect((error as ApiError).bodyText).toBe('');
  });

  it('carries the status, body, code and user message of a JSON error body', async () => {
    const body = JSON.stringify({ error: 'validation_error', message: 'projectId is required' });
    replies.set('/api/invalid', { status: 400, body, headers: { 'content-type': 'application/json' } });
    const error = await rejection(http.post('api/invalid', { json: {} }).json());
    if (!isApiError(error)) throw new Error('expected an ApiError');
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      bodyText: body,
      code: 'validation_error',
      userMessage: 'projectId is required',
      message: `400: ${body}`,
    });
    expect(error).toBeInstanceOf(HTTPError);
    expect(error.response.status).toBe(400);
  });

  it('leaves code and user message unset for a non-JSON body', async () => {
    replies.set('/api/html', { status: 502, body: '<html>Bad gateway</html>' });
    const error = await rejection(http.get('api/html').json());
    expect(error).toMatchObject({ status: 502, code: undefined, userMessage: undefined });
  });
});

describe('isApiError', () => {
  it('tells an ApiError from other errors', async () => {
    replies.set('/api/missing', { status: 404, body: 'nope' });
    expect(isApiError(await rejection(http.get('api/missing').json()))).toBe(true);
    expect(isApiError(new Error('404: nope'))).toBe(false);
    expect(isApiError({ status: 404, message: '404: nope' })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });
});

describe('getJson', () => {
  it('GETs an API path and parses the JSON', async () => {
    replies.set('/api/conversations', json([{ id: 'c1' }]));
    await expect(getJson(http, '/api/conversations?userId=u1')).resolves.toEqual([{ id: 'c1' }]);
    expect(server.requests[0]?.method).toBe('GET');
    expect(server.requests[0]?.url.search).toBe('?userId=u1');
  });

  it('throws on 401 by default', async () => {
    replies.set('/api/admin/analytics', { status: 401, body: 'Unauthorized' });
    const error = await rejection(getJson(http, '/api/admin/analytics'));
    expect(error).toMatchObject({ status: 401, message: '401: Unauthorized' });
  });

  it('answers null on 401 when asked to', async () => {
    replies.set('/api/admin/analytics', { status: 401, body: 'Unauthorized' });
    await expect(getJson(http, '/api/admin/analytics', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('still throws other errors when 401 answers null', async () => {
    replies.set('/api/admin/analytics', { status: 403, body: 'Forbidden' });
    const error = await rejection(getJson(http, '/api/admin/analytics', { on401: 'returnNull' }));
    expect(error).toMatchObject({ status: 403 });
  });
});

import type { IncomingHttpHeaders } from 'node:http';

/** A request the test server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/conversations?userId=u`. */
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** What the test server answers. */
export interface TestReply {
  status?: number;
  statusText?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

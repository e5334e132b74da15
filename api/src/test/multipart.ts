import type { App } from '../types';

/** The boundary of the test uploads. */
export const BOUNDARY = '----energy-advisor-test-boundary';

/** A multipart part: a text field or a file. */
export type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };

/** A real multipart/form-data body, byte for byte what a browser's FormData sends. */
export function multipartBody(parts: Part[], { close = true } = {}): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n`));
    if ('filename' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  if (close) chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A recording of `size` bytes: `header` (a container's leading bytes), then filler. */
export function recording(header: number[] | string, size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x1a);
  (typeof header === 'string' ? Buffer.from(header, 'latin1') : Buffer.from(header)).copy(bytes);
  return bytes;
}

/** A WebM recording of `size` bytes (its EBML header, then filler). */
export const webm = (size: number) => recording([0x1a, 0x45, 0xdf, 0xa3], size);

/** The `audio` file part of a voice upload. */
export const audioPart = (data: Buffer = webm(2048), type = 'audio/webm;codecs=opus'): Part => ({ name: 'audio', filename: 'recording.webm', type, data });

/** Posts a multipart body. */
export function upload(app: App, url: string, body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
}

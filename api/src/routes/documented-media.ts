import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import Type, { type TObject } from 'typebox';
import { VOICE_AUDIO_FIELD } from '@energy-advisor/contracts';
import { validatorCompiler } from '../plugins/validation';

/**
 * Schemas for the bodies that are not JSON: what /docs shows for the multipart voice uploads, the
 * spoken audio and the CSV exports. Fastify and @fastify/swagger read them like any route schema.
 */

/** Bytes of a file, as OpenAPI describes a binary body or part. */
const binary = (description: string, mediaType?: string) =>
  Type.Unsafe<Buffer>({ type: 'string', format: 'binary', ...(mediaType && { contentMediaType: mediaType }), description });

const AUDIO_FILE = binary('The recording: WebM, Ogg, WAV, MP4/M4A or MP3 (declared audio/*, checked by its leading bytes), at most 10 MiB and 60 s', 'audio/*');

/**
 * A voice upload's route schema: multipart/form-data whose `audio` file is required beside `fields`.
 * The body is read part by part in the handler (voice-upload.ts: the file is streamed and checked,
 * the fields checked against the same `fields` schema), so this schema documents and never
 * validates: pair it with `multipartValidatorCompiler`.
 */
export function multipartUploadSchema(fields: TObject, description: string) {
  return {
    consumes: ['multipart/form-data'],
    body: Type.Object({ [VOICE_AUDIO_FIELD]: AUDIO_FILE, ...fields.properties }, { description }),
  };
}

/**
 * The validator compiler of a multipart route: a multipart body reaches validation unread (the
 * parts are an async stream the handler reads), so its body schema passes everything and the
 * handler checks it; any other part is validated as on every route.
 */
export const multipartValidatorCompiler: FastifySchemaCompiler<FastifySchema> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

/** The media types spoken audio is sent as: WAV from flite offline, MP3 from a keyed speech back end. */
const AUDIO_TYPES = ['audio/wav', 'audio/mpeg'] as const;

/** The audio answers of a spoken-audio route: 200 the whole audio, 206 the one byte range asked for. */
export function audioResponses(what: string) {
  const content = Object.fromEntries(AUDIO_TYPES.map((type) => [type, { schema: binary(`${what} (${type})`, type) }]));
  const headers = {
    'accept-ranges': { type: 'string', enum: ['bytes'], description: 'A single byte range may be asked for (Range: bytes=a-b), as media elements do' },
    'cache-control': { type: 'string', description: 'The audio of a text never changes: browsers may keep it' },
  };
  return {
    200: { description: `${what}, whole`, headers, content },
    206: {
      description: `${what}, the byte range asked for`,
      headers: { ...headers, 'content-range': { type: 'string', description: 'bytes first-last/size' } },
      content,
    },
  };
}

/** A CSV download's answer: a header row of `columns`, then a row each, as an attachment (admin/csv.ts). */
export function csvResponse(what: string, columns: readonly string[]) {
  return {
    description: what,
    headers: { 'content-disposition': { type: 'string', description: 'attachment; filename="….csv"' } },
    content: {
      'text/csv': {
        schema: Type.String({ description: `${what}: UTF-8 with a byte-order mark, CRLF line ends, every cell quoted; a header row (${columns.join(', ')}), then one row each. A cell a spreadsheet would run as a formula (starting =, +, -, @) is prefixed with '` }),
      },
    },
  };
}

import type { FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import type { Validator } from 'typebox/compile';
import { VOICE_AUDIO_FIELD } from '@energy-advisor/contracts';
import { AppError, badRequest } from '../errors';
import { formatValidationError } from '../plugins/validation';
import { AUDIO_SIGNATURE_BYTES, audioFormatOf } from './audio-signature';

/**
 * Explicit multipart limits (SAFE-DEFAULTS): @fastify/multipart would otherwise allow 1000 parts and
 * a file as large as the JSON body limit, with no aggregate limit. One audio file of at most 10 MiB,
 * at most 10 small text fields, 12 parts in all — so one upload is bounded at about 10 MiB + 10 KiB.
 */
export const VOICE_UPLOAD_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 12,
} as const;

/**
 * The largest voice upload body: the file and fields above plus room for the part headers and
 * boundaries. A Content-Length over it is refused before the body is read (plugins/body-size.ts).
 */
export const VOICE_UPLOAD_MAX_BYTES = VOICE_UPLOAD_LIMITS.fileSize + VOICE_UPLOAD_LIMITS.fields * VOICE_UPLOAD_LIMITS.fieldSize + 64 * 1024;

/** The multipart field that carries the recording. */
const AUDIO_FIELD = VOICE_AUDIO_FIELD;
const AUDIO_MIME_TYPE = /^audio\/[a-z0-9.+-]+\s*(;.*)?$/i;

export const NO_AUDIO_MESSAGE = 'No audio recorded.';
export const NOT_A_RECORDING_MESSAGE = 'The audio file is not a recording in a supported format (WebM, Ogg, WAV, MP4/M4A or MP3).';

/** The uploaded file: its bytes when it is a recording (else none are kept), size, declared type. */
export interface UploadedAudio {
  bytes: Buffer;
  size: number;
  mimetype: string;
  recording: boolean;
}

/** What a voice upload carried: the audio file (read in full) and the text fields. */
export interface VoiceUpload {
  audio?: UploadedAudio | undefined;
  fields: Record<string, string>;
}

/**
 * Reads every part of a multipart upload. The audio file is buffered (bounded by fileSize) while it
 * is declared audio and its leading bytes are a known recording container; otherwise it is drained
 * without buffering, so a 415 never holds 10 MiB in memory. Limit and parse errors surface from the
 * part iterator and reach the error handler (413 / 400).
 */
export async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
  const upload: VoiceUpload = { fields: {} };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname === AUDIO_FIELD && upload.audio === undefined) {
        const mimetype = part.mimetype.trim();
        upload.audio = AUDIO_MIME_TYPE.test(mimetype)
          ? { ...(await readRecording(part.file)), mimetype }
          : { bytes: Buffer.alloc(0), size: await drain(part.file), mimetype, recording: false };
      } else {
        // a file under another name: read to the end and dropped (files: 1 refuses a second file)
        await drain(part.file);
      }
      continue;
    }
    if (part.valueTruncated || part.fieldnameTruncated) {
      throw new AppError('payload_too_large', `The form field ${part.fieldname} is too large`);
    }
    if (typeof part.value !== 'string') throw badRequest(`${part.fieldname} must be text`);
    if (!(part.fieldname in upload.fields)) upload.fields[part.fieldname] = part.value;
  }
  return upload;
}

/** Reads a file part, keeping its bytes only once its first bytes show a recording. */
async function readRecording(stream: AsyncIterable<Buffer>): Promise<{ bytes: Buffer; size: number; recording: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let recording: boolean | undefined;
  for await (const chunk of stream) {
    size += chunk.length;
    if (recording === false) continue;
    chunks.push(chunk);
    if (recording === undefined && size >= AUDIO_SIGNATURE_BYTES) {
      recording = audioFormatOf(Buffer.concat(chunks).subarray(0, AUDIO_SIGNATURE_BYTES)) !== undefined;
      if (!recording) chunks.length = 0;
    }
  }
  // a file shorter than the longest signature is judged on what there is
  recording ??= audioFormatOf(Buffer.concat(chunks)) !== undefined;
  return { bytes: recording ? Buffer.concat(chunks) : Buffer.alloc(0), size, recording };
}

async function drain(stream: AsyncIterable<Buffer>): Promise<number> {
  let size = 0;
  for await (const chunk of stream) size += chunk.length;
  return size;
}

/**
 * The uploaded recording, or why not: nothing recorded 400; declared as something else than audio,
 * or declared audio but not starting like a recording (text, SVG, PNG…), 415.
 */
export function requireAudio(upload: VoiceUpload): UploadedAudio {
  const { audio } = upload;
  if (!audio || audio.size === 0) throw badRequest(NO_AUDIO_MESSAGE);
  if (!AUDIO_MIME_TYPE.test(audio.mimetype)) {
    throw new AppError('unsupported_media_type', `The ${AUDIO_FIELD} file must be audio, got ${audio.mimetype || 'no type'}`);
  }
  if (!audio.recording) throw new AppError('unsupported_media_type', NOT_A_RECORDING_MESSAGE);
  return audio;
}

/** Checks the text fields against a schema; the first problem becomes one readable 400 message. */
export function validateFields<T extends TSchema>(validator: Validator<{}, T>, fields: Record<string, string>): Static<T> {
  if (validator.Check(fields)) return fields as Static<T>;
  const [first] = validator.Errors(fields);
  if (first?.keyword === 'required') {
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? 'a field';
    throw new AppError('validation_error', `${missing} is required`);
  }
  throw new AppError('validation_error', formatValidationError('body', first ? [first] : []));
}

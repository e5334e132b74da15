import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile, type Validator } from 'typebox/compile';
import {
  API_ROUTES,
  ConversationIdSchema,
  ErrorBodySchema,
  IdentifierSchema,
  TtsQuerySchema,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { AppError, badRequest, notFound } from '../errors';
import { rateBudgets } from '../plugins/rate-limits';
import { formatValidationError } from '../plugins/validation';
import { findUserConversation } from '../repositories/conversations.repository';
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
const AUDIO_FIELD = 'audio';
const AUDIO_MIME_TYPE = /^audio\/[a-z0-9.+-]+\s*(;.*)?$/i;

export const NO_AUDIO_MESSAGE = 'No audio recorded.';
export const NOT_A_RECORDING_MESSAGE = 'The audio file is not a recording in a supported format (WebM, Ogg, WAV, MP4/M4A or MP3).';
export const TTS_NOT_CONFIGURED_MESSAGE = 'Text-to-speech is not configured on this server.';

/** The 503 every upload answers until server-side transcription exists; names what arrived. */
export function speechToTextNotConfigured(audio: { size: number; mimetype: string }): AppError {
  return new AppError(
    'not_configured',
    'Speech-to-text is not configured on this server: voice messages cannot be transcribed yet. ' +
      `Please type your message. (Received ${audio.size} bytes of ${audio.mimetype}.)`,
  );
}

/** The text fields of POST /api/conversations/voice. */
const conversationVoiceFields = Compile(
  Type.Object({
    projectId: IdentifierSchema,
    userId: IdentifierSchema,
    conversationId: Type.Optional(ConversationIdSchema),
  }),
);

/** The text fields of POST /api/voice-messages. */
const voiceMessageFields = Compile(
  Type.Object({
    conversationId: ConversationIdSchema,
    projectId: IdentifierSchema,
    userId: IdentifierSchema,
  }),
);

const uploadResponses = {
  400: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * The voice endpoints: POST /api/conversations/voice (the widget's voice message), POST
 * /api/transcribe/audio (feedback dictation) and POST /api/voice-messages (the main chat), all
 * multipart with an `audio` file; GET /api/tts (the voice panel greeting).
 *
 * Speech-to-text and text-to-speech come with a later issue. Until then every endpoint validates its
 * input (no audio 400, not audio by its type or its leading bytes 415, too large 413, malformed
 * multipart 400, missing or blank ids 400), reads the whole upload, and answers 503 `not_configured`
 * with a message the widget can show. Multipart parsing is registered here only, so no other route
 * accepts multipart bodies.
 *
 * Every upload spends from the voice budget (VOICE_RATE_LIMIT_PER_MINUTE); the two that answer a
 * chat turn also from the chat budget every chat route shares (CHAT_RATE_LIMIT_PER_MINUTE).
 */
export default async function voiceRoutes(app: App) {
  await app.register(multipart, { limits: VOICE_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const voice = { name: 'voice', perMinute: app.config.voiceRateLimitPerMinute } as const;
  const chat = { name: 'chat', perMinute: app.config.chatRateLimitPerMinute } as const;
  const turnConfig = { ...rateBudgets(voice, chat), maxBodyBytes: VOICE_UPLOAD_MAX_BYTES };
  const dictationConfig = { ...rateBudgets(voice), maxBodyBytes: VOICE_UPLOAD_MAX_BYTES };

  app.post(API_ROUTES.conversationVoice, { config: turnConfig, schema: { response: uploadResponses } }, async (request) => {
    const upload = await readVoiceUpload(request);
    const audio = requireAudio(upload);
    const fields = validateFields(conversationVoiceFields, upload.fields);
    if (fields.conversationId) await requireUserConversation(app, fields.conversationId, fields.userId);
    throw speechToTextNotConfigured(audio);
  });

  app.post(API_ROUTES.transcribeAudio, { config: dictationConfig, schema: { response: uploadResponses } }, async (request) => {
    const audio = requireAudio(await readVoiceUpload(request));
    throw speechToTextNotConfigured(audio);
  });

  app.post(API_ROUTES.voiceMessages, { config: turnConfig, schema: { response: uploadResponses } }, async (request) => {
    const upload = await readVoiceUpload(request);
    const audio = requireAudio(upload);
    const fields = validateFields(voiceMessageFields, upload.fields);
    await requireUserConversation(app, fields.conversationId, fields.userId);
    throw speechToTextNotConfigured(audio);
  });

  app.get(
    API_ROUTES.tts,
    { schema: { querystring: TtsQuerySchema, response: { 400: ErrorBodySchema, 503: ErrorBodySchema } } },
    async () => {
      throw new AppError('not_configured', TTS_NOT_CONFIGURED_MESSAGE);
    },
  );
}

/** The uploaded file: its bytes when it is a recording (else none are kept), size, declared type. */
interface UploadedAudio {
  bytes: Buffer;
  size: number;
  mimetype: string;
  recording: boolean;
}

/** What a voice upload carried: the audio file (read in full) and the text fields. */
interface VoiceUpload {
  audio?: UploadedAudio | undefined;
  fields: Record<string, string>;
}

/**
 * Reads every part of a multipart upload. The audio file is buffered (bounded by fileSize) while it
 * is declared audio and its leading bytes are a known recording container; otherwise it is drained
 * without buffering, so a 415 never holds 10 MiB in memory. Limit and parse errors surface from the
 * part iterator and reach the error handler (413 / 400).
 */
async function readVoiceUpload(request: FastifyRequest): Promise<VoiceUpload> {
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
function requireAudio(upload: VoiceUpload): UploadedAudio {
  const { audio } = upload;
  if (!audio || audio.size === 0) throw badRequest(NO_AUDIO_MESSAGE);
  if (!AUDIO_MIME_TYPE.test(audio.mimetype)) {
    throw new AppError('unsupported_media_type', `The ${AUDIO_FIELD} file must be audio, got ${audio.mimetype || 'no type'}`);
  }
  if (!audio.recording) throw new AppError('unsupported_media_type', NOT_A_RECORDING_MESSAGE);
  return audio;
}

/** Checks the text fields against a schema; the first problem becomes one readable 400 message. */
function validateFields<T extends TSchema>(validator: Validator<{}, T>, fields: Record<string, string>): Static<T> {
  if (validator.Check(fields)) return fields as Static<T>;
  const [first] = validator.Errors(fields);
  if (first?.keyword === 'required') {
    const missing = (first.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? 'a field';
    throw new AppError('validation_error', `${missing} is required`);
  }
  throw new AppError('validation_error', formatValidationError('body', first ? [first] : []));
}

async function requireUserConversation(app: App, conversationId: string, userId: string): Promise<void> {
  if (!(await findUserConversation(app.db, { id: conversationId, userId }))) throw notFound('Conversation');
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ROUTES, ErrorBodySchema, MessageAudioParamsSchema, TtsQuerySchema } from '@energy-advisor/contracts';
import type { App } from '../types';
import type { SpokenAudio } from '../speech/speech';
import { speakableText } from '../speech/tts/speakable-text';
import { badRequest, notFound } from '../errors';
import { rateBudgets } from '../plugins/rate-limits';
import { findAssistantMessageText } from '../repositories/message-audio.repository';
import { speechFailure, speechUnavailable } from './speech-errors';
import { audioResponses } from './documented-media';

export const NOTHING_TO_SAY_MESSAGE = 'The text has nothing to say out loud';

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 416: ErrorBodySchema, 429: ErrorBodySchema, 503: ErrorBodySchema };

/**
 * Spoken audio (WAV from flite; MP3 from a keyed back end), rendered once per text and cached
 * (speech-services.ts):
 *
 * - GET /api/tts?text= (the voice panel's greeting, rendered at start, and any short text; the
 *   voice budget).
 * - GET /api/conversations/{id}/messages/{messageId}/audio: an assistant message of that
 *   conversation, spoken (a voice reply's `audioUrl`). The conversation id is the capability, as for
 *   its transcript: a message of another conversation answers 404 as an unknown one does. An
 *   `<audio>` element fetches it without credentials, from a host page too (Cross-Origin-Resource-
 *   Policy cross-origin); the audio never changes, so browsers may keep it.
 *
 * Both answer a single byte range (206) when asked, as media elements do. No voice here: 503 naming
 * the Debian package.
 */
export default async function speechAudioRoutes(app: App) {
  app.get(
    API_ROUTES.tts,
    {
      config: rateBudgets({ name: 'voice', perMinute: app.config.voiceRateLimitPerMinute }),
      schema: { querystring: TtsQuerySchema, response: { ...audioResponses('The text, spoken'), ...errors } },
    },
    async (request, reply) => {
      const { text } = request.query;
      if (speakableText(text) === '') throw badRequest(NOTHING_TO_SAY_MESSAGE);
      const spoken = await speak(app, text, reply);
      return sendAudio(request, reply.header('cache-control', 'private, max-age=3600'), spoken);
    },
  );

  app.get(
    '/api/conversations/:id/messages/:messageId/audio',
    { schema: { params: MessageAudioParamsSchema, response: { ...audioResponses('The assistant message, spoken'), ...errors } } },
    async (request, reply) => {
      const { id, messageId } = request.params;
      const text = await findAssistantMessageText(app.db, { conversationId: id, id: messageId });
      if (text === undefined) throw notFound('Message');
      const spoken = await speak(app, text, reply);
      reply.header('cache-control', 'private, max-age=86400').header('cross-origin-resource-policy', 'cross-origin');
      return sendAudio(request, reply, spoken);
    },
  );
}

async function speak(app: App, text: string, reply: FastifyReply): Promise<SpokenAudio> {
  const { tts } = app.speech;
  if (!tts.available) throw speechUnavailable('speak', tts.unavailableReason);
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new DOMException('The client went away', 'AbortError'));
  };
  reply.raw.once('close', onClose);
  try {
    return await app.speech.speak(text, { signal: controller.signal });
  } catch (error) {
    throw speechFailure(controller.signal.aborted ? controller.signal.reason : error, 'speak', tts.unavailableReason);
  } finally {
    reply.raw.off('close', onClose);
  }
}

/** The audio, or the one byte range asked for (206; 416 when it lies outside the audio). */
function sendAudio(request: FastifyRequest, reply: FastifyReply, spoken: SpokenAudio) {
  const { audio } = spoken;
  reply.header('accept-ranges', 'bytes');
  const range = byteRange(request.headers.range, audio.length);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${audio.length}`).send({ error: 'bad_request', message: 'The byte range lies outside the audio' });
  }
  reply.header('content-type', spoken.contentType);
  if (range === undefined) return reply.send(audio);
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${audio.length}`)
    .send(audio.subarray(range.start, range.end + 1));
}

/** A single `bytes=` range of a `size`-byte body; undefined for none (or several: the whole body is sent). */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

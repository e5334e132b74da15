import type { FastifyReply } from 'fastify';
import { API_ROUTES, MAX_MESSAGE_LENGTH, type VoiceUploadAnswer } from '@energy-advisor/contracts';
import type { App } from '../types';
import type { Transcript } from '../speech/speech';
import { badRequest } from '../errors';
import { NO_SPEECH_MESSAGE, speechFailure, speechUnavailable } from './speech-errors';
import type { UploadedAudio } from './voice-upload';

/**
 * What the recogniser heard in an upload. The recognition stops when the client goes away (its
 * connection closes before the answer). Speech failures become their answers (speech-errors.ts).
 */
export async function hear(app: App, audio: UploadedAudio, reply: FastifyReply): Promise<Transcript> {
  const { stt } = app.speech;
  if (!stt.available) throw speechUnavailable('hear', stt.unavailableReason);
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableFinished) controller.abort(new DOMException('The client went away', 'AbortError'));
  };
  reply.raw.once('close', onClose);
  try {
    const heard = await stt.transcribe(audio.bytes, { mimetype: audio.mimetype, signal: controller.signal });
    return { ...heard, text: presentableTranscript(heard.text) };
  } catch (error) {
    throw speechFailure(controller.signal.aborted ? controller.signal.reason : error, 'hear', stt.unavailableReason);
  } finally {
    reply.raw.off('close', onClose);
  }
}

/** The words heard, as the visitor's message: 400 when nothing intelligible was heard. */
export async function hearMessage(app: App, audio: UploadedAudio, reply: FastifyReply): Promise<string> {
  const { text } = await hear(app, audio, reply);
  if (text === '') throw badRequest(NO_SPEECH_MESSAGE);
  return text;
}

/**
 * A recogniser's words as a chat message: spaces collapsed, the first letter and the pronoun "I"
 * capitalised (pocketsphinx writes lower case), at most the longest message a chat route takes.
 */
export function presentableTranscript(text: string): string {
  const words = text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)i(?=$|\s|')/g, '$1I')
    .slice(0, MAX_MESSAGE_LENGTH)
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Answers the transcript as a chat turn, exactly as the text routes do (the same turn path: the
 * default back end, thinking stages and chunks on the conversation's sockets, both messages stored
 * in one transaction), and gives the reply its spoken version: `audioUrl` points at
 * GET /api/conversations/{id}/messages/{messageId}/audio, is stored with the message (so history
 * shows it), and the audio is rendered into the cache at once, ready for the first play. Without a
 * voice (flite missing) the answer has no `audioUrl`.
 */
export async function answerVoiceTurn(app: App, conversationId: string, transcript: string): Promise<VoiceUploadAnswer> {
  const turn = await app.chat.run({ conversationId, message: transcript, backend: app.backends.get() });
  const { id } = turn.assistantMessage;
  let audioUrl: string | undefined;
  if (app.speech.tts.available) {
    audioUrl = API_ROUTES.messageAudio(conversationId, id);
    app.speech.prepare(turn.content);
    try {
      const url = audioUrl;
      await app.storage.setMessageAudioUrl({ id, audioUrl: url });
    } catch (error) {
      // the turn is stored and the audio route does not need the column: history only lacks the link
      app.log.warn({ err: error, messageId: id }, 'could not store the voice reply\'s audio link');
    }
  }
  return {
    id,
    userMessageId: turn.userMessage.id,
    transcript,
    conversationId,
    content: turn.content,
    timestamp: turn.assistantMessage.timestamp,
    citations: turn.reply.citations,
    ...(audioUrl !== undefined && { audioUrl }),
  };
}

import multipart from '@fastify/multipart';
import { Compile } from 'typebox/compile';
import {
  API_ROUTES,
  ConversationVoiceFormSchema,
  ErrorBodySchema,
  TranscribeAudioFormSchema,
  TranscriptionResponseSchema,
  VoiceMessageFormSchema,
  VoiceUploadAnswerSchema,
  type TranscriptionResponse,
} from '@energy-advisor/contracts';
import type { App } from '../types';
import { notFound } from '../errors';
import { rateBudgets } from '../plugins/rate-limits';
import { findUserConversation } from '../repositories/conversations.repository';
import { resolveConversation } from '../chat/resolve-conversation';
import { requestVisitor } from '../identity/request-visitor';
import { conversationAccess } from '../identity/conversation-access';
import { NO_SPEECH_MESSAGE } from './speech-errors';
import { answerVoiceTurn, hear, hearMessage } from './voice-turn';
import { VOICE_UPLOAD_LIMITS, VOICE_UPLOAD_MAX_BYTES, readVoiceUpload, requireAudio, validateFields } from './voice-upload';
import { multipartUploadSchema, multipartValidatorCompiler } from './documented-media';

export { NO_AUDIO_MESSAGE, NOT_A_RECORDING_MESSAGE, VOICE_UPLOAD_LIMITS, VOICE_UPLOAD_MAX_BYTES } from './voice-upload';

/** The text fields of POST /api/conversations/voice. */
const conversationVoiceFields = Compile(ConversationVoiceFormSchema);

/** The text fields of POST /api/voice-messages. */
const voiceMessageFields = Compile(VoiceMessageFormSchema);

const uploadErrors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  413: ErrorBodySchema,
  415: ErrorBodySchema,
  429: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * The voice uploads, all multipart with an `audio` file (validated first: no audio 400, not audio
 * by its type or leading bytes 415, too large 413, malformed multipart 400, missing or blank ids 400):
 *
 * - POST /api/transcribe/audio (feedback dictation): `{ success, text }`; nothing intelligible heard:
 *   `{ success: false, text: '', message }`.
 * - POST /api/conversations/voice (the widget's voice message) and POST /api/voice-messages (the main
 *   chat): the transcript is answered as a chat turn exactly as the text routes answer a message
 *   (the conversation chosen as POST /api/conversations/message chooses it; /api/voice-messages names
 *   one, which must be the user's), answering the voice upload answer with the transcript and the
 *   reply's `audioUrl`. Nothing intelligible heard: 400, and nothing is stored.
 *
 * Speech failures answer as speech-errors.ts says (60 s or longer 413, undecodable 415, busy 503 +
 * Retry-After, unavailable 503 naming the Debian packages). Every upload spends from the voice
 * budget (VOICE_RATE_LIMIT_PER_MINUTE); the two that answer a chat turn also from the chat budget
 * every chat route shares (CHAT_RATE_LIMIT_PER_MINUTE). Multipart parsing is registered here only,
 * so no other route accepts multipart bodies.
 */
export default async function voiceRoutes(app: App) {
  await app.register(multipart, { limits: VOICE_UPLOAD_LIMITS, throwFileSizeLimit: true });
  const voice = { name: 'voice', perMinute: app.config.voiceRateLimitPerMinute } as const;
  const chat = { name: 'chat', perMinute: app.config.chatRateLimitPerMinute } as const;
  const turnConfig = { ...rateBudgets(voice, chat), maxBodyBytes: VOICE_UPLOAD_MAX_BYTES };
  const dictationConfig = { ...rateBudgets(voice), maxBodyBytes: VOICE_UPLOAD_MAX_BYTES };

  app.post(
    API_ROUTES.transcribeAudio,
    {
      config: dictationConfig,
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        ...multipartUploadSchema(TranscribeAudioFormSchema, 'A recording to turn into text (the feedback dictation)'),
        response: { 200: TranscriptionResponseSchema, ...uploadErrors },
      },
    },
    async (request, reply): Promise<TranscriptionResponse> => {
      const audio = requireAudio(await readVoiceUpload(request));
      const { text } = await hear(app, audio, reply);
      return text === '' ? { success: false, text: '', message: NO_SPEECH_MESSAGE } : { success: true, text };
    },
  );

  app.post(
    API_ROUTES.conversationVoice,
    {
      config: turnConfig,
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        ...multipartUploadSchema(ConversationVoiceFormSchema, 'The widget’s voice message: its transcript answered as a chat turn, in the conversation POST /api/conversations/message would choose'),
        response: { 200: VoiceUploadAnswerSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readVoiceUpload(request);
      const audio = requireAudio(upload);
      const { projectId, userId, conversationId } = validateFields(conversationVoiceFields, upload.fields);
      const visitor = await requestVisitor(app.storage.visitors, request.headers.authorization);
      // a conversation that is not the user's answers 404 before any recognising
      if (conversationId) await requireUserConversation(app, conversationId, userId);
      const transcript = await hearMessage(app, audio, reply);
      const id = await resolveConversation(app.db, {
        conversationId,
        userId,
        projectId,
        named: 'owner',
        reuse: visitor && conversationAccess(visitor, userId),
        visitorId: visitor?.id,
      });
      return answerVoiceTurn(app, id, transcript);
    },
  );

  app.post(
    API_ROUTES.voiceMessages,
    {
      config: turnConfig,
      validatorCompiler: multipartValidatorCompiler,
      schema: {
        ...multipartUploadSchema(VoiceMessageFormSchema, 'The main chat’s voice message: answered as a chat turn of the conversation named, which must be the user’s'),
        response: { 200: VoiceUploadAnswerSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const upload = await readVoiceUpload(request);
      const audio = requireAudio(upload);
      const { conversationId, userId } = validateFields(voiceMessageFields, upload.fields);
      await requestVisitor(app.storage.visitors, request.headers.authorization);
      await requireUserConversation(app, conversationId, userId);
      const transcript = await hearMessage(app, audio, reply);
      return answerVoiceTurn(app, conversationId, transcript);
    },
  );
}

async function requireUserConversation(app: App, conversationId: string, userId: string): Promise<void> {
  if (!(await findUserConversation(app.db, { id: conversationId, userId }))) throw notFound('Conversation');
}

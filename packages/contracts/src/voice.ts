import Type, { type Static } from 'typebox';
import { ReasoningAnswerSchema } from './reasoning';
import { ConversationIdSchema, IdentifierSchema } from './primitives';

/** POST /api/conversations/voice and /api/voice-messages answer: the transcript and the reasoning answer. */
export const VoiceUploadAnswerSchema = Type.Intersect([
  Type.Object({ userMessageId: Type.Union([Type.Integer(), Type.String()]), transcript: Type.String() }),
  ReasoningAnswerSchema,
]);
export type VoiceUploadAnswer = Static<typeof VoiceUploadAnswerSchema>;

/** POST /api/transcribe/audio answer. */
export const TranscriptionResponseSchema = Type.Object({
  success: Type.Boolean(),
  text: Type.Optional(Type.String()),
  message: Type.Optional(Type.String()),
});
export type TranscriptionResponse = Static<typeof TranscriptionResponseSchema>;

/** GET /api/tts query: answers audio bytes. */
export const TtsQuerySchema = Type.Object({
  text: Type.String({ minLength: 1, maxLength: 1000, pattern: '\\S' }),
  projectId: Type.Optional(IdentifierSchema),
  userId: Type.Optional(IdentifierSchema),
});
export type TtsQuery = Static<typeof TtsQuerySchema>;

/** GET /api/conversations/{id}/messages/{messageId}/audio: an assistant message of that conversation, spoken. */
export const MessageAudioParamsSchema = Type.Object({
  id: ConversationIdSchema,
  messageId: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
});
export type MessageAudioParams = Static<typeof MessageAudioParamsSchema>;

/**
 * The voice uploads are multipart/form-data: the recording is the `audio` file part (WebM, Ogg,
 * WAV, MP4/M4A or MP3, at most 10 MiB), beside these text fields.
 */
export const VOICE_AUDIO_FIELD = 'audio';

/** POST /api/transcribe/audio: the `audio` file alone. */
export const TranscribeAudioFormSchema = Type.Object({});

/** POST /api/conversations/voice (the widget's voice message): its text fields. */
export const ConversationVoiceFormSchema = Type.Object({
  projectId: IdentifierSchema,
  userId: IdentifierSchema,
  conversationId: Type.Optional(ConversationIdSchema),
});
export type ConversationVoiceForm = Static<typeof ConversationVoiceFormSchema>;

/** POST /api/voice-messages (the main chat's voice message): its text fields. */
export const VoiceMessageFormSchema = Type.Object({
  conversationId: ConversationIdSchema,
  projectId: IdentifierSchema,
  userId: IdentifierSchema,
});
export type VoiceMessageForm = Static<typeof VoiceMessageFormSchema>;

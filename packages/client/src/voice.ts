import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  ProviderQueryRequest,
  QueryResult,
  TranscriptionResponse,
  TtsQuery,
  VoiceAgent,
  VoiceUploadAnswer,
} from '@energy-advisor/contracts';
import { toInput, type Http } from './http';

/** A recorded voice message and who it belongs to. */
export interface VoiceUpload {
  /** The recorded audio. */
  audio: Blob;
  projectId: string;
  userId: string;
  conversationId?: string;
  /** The file name the server sees; defaults per endpoint. */
  filename?: string;
}

/**
 * POST /api/conversations/voice — multipart `audio` with projectId and userId: the widget's voice
 * message; answers the transcript and the advisor's reply.
 */
export function uploadConversationVoice(http: Http, upload: VoiceUpload): Promise<VoiceUploadAnswer> {
  const body = voiceForm(upload, 'recording.webm');
  return http.post(toInput(API_ROUTES.conversationVoice), { body }).json<VoiceUploadAnswer>();
}

/**
 * POST /api/voice-messages — multipart `audio` (a wav named as a voice message) with conversationId,
 * projectId and userId: the main chat's voice message.
 */
export function uploadVoiceMessage(http: Http, upload: VoiceUpload): Promise<VoiceUploadAnswer> {
  const body = voiceForm(upload, `voice-message-${Date.now()}.wav`);
  return http.post(toInput(API_ROUTES.voiceMessages), { body }).json<VoiceUploadAnswer>();
}

/**
 * POST /api/transcribe/audio — multipart field `audio` (a webm file). A non-2xx answer throws an
 * `ApiError` whose `userMessage` is the server's message when the body has one.
 */
export function transcribeAudio(http: Http, audio: Blob, filename = 'recording.webm'): Promise<TranscriptionResponse> {
  const body = new FormData();
  body.append('audio', audio, filename);
  return http.post(toInput(API_ROUTES.transcribeAudio), { body }).json<TranscriptionResponse>();
}

/** GET /api/tts?text&projectId&userId — the spoken text as an audio Blob (the voice panel greeting). */
export function fetchSpeech(http: Http, query: TtsQuery): Promise<Blob> {
  const { text, projectId, userId } = query;
  return http.get(toInput(API_ROUTES.tts), { searchParams: { text, projectId, userId } }).blob();
}

/** POST /api/voice-agent/create — creates the voice agent of the agent test page. */
export function createVoiceAgent(http: Http, projectId: string): Promise<VoiceAgent> {
  return http.post(toInput(API_ROUTES.voiceAgentCreate), { json: { projectId } }).json<VoiceAgent>();
}

/** POST /api/voice-agent/test/test-smart-api — the API test page's smart API query. */
export function testSmartApi(http: Http, request: ProviderQueryRequest): Promise<QueryResult> {
  return http.post(toInput(API_ROUTES.voiceAgentSmartApi), { json: request }).json<QueryResult>();
}

function voiceForm(upload: VoiceUpload, defaultFilename: string): FormData {
  const form = new FormData();
  form.append('audio', upload.audio, upload.filename ?? defaultFilename);
  if (upload.conversationId !== undefined) form.append('conversationId', upload.conversationId);
  form.append('projectId', upload.projectId);
  form.append('userId', upload.userId);
  return form;
}

import { API_ROUTES } from '@energy-advisor/contracts/constants';
import type {
  ProviderQueryRequest,
  QueryResult,
  TranscriptionResponse,
  TtsQuery,
  VoiceAgent,
  VoiceAgentCreateRequest,
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
  /** The file name the server sees; by default one per endpoint, its extension naming the audio's real format. */
  filename?: string;
}

/** File extensions of the recording formats, by MIME type (parameters such as codecs ignored). */
const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/wave': 'wav',
  'audio/x-wav': 'wav',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/x-m4a': 'm4a',
  'audio/aac': 'aac',
  'audio/mpeg': 'mp3',
};

/**
 * The file name of an upload: `stem` and the extension of the audio's real format ('audio/wav' →
 * `.wav`, 'audio/webm;codecs=opus' → `.webm`, 'audio/mp4' → `.m4a`), or `fallbackExtension`
 * when the type is missing or unknown. A WAV is never called webm, nor webm a WAV.
 */
export function audioFilename(stem: string, audio: Blob, fallbackExtension: string): string {
  const type = audio.type.split(';')[0]?.trim().toLowerCase() ?? '';
  return `${stem}.${AUDIO_EXTENSIONS[type] ?? fallbackExtension}`;
}

/**
 * POST /api/conversations/voice — multipart `audio` (the recording as MediaRecorder made it: webm,
 * named `recording.webm`) with projectId and userId: the widget's voice message; answers the
 * transcript and the advisor's reply.
 */
export function uploadConversationVoice(http: Http, upload: VoiceUpload): Promise<VoiceUploadAnswer> {
  const body = voiceForm(upload, audioFilename('recording', upload.audio, 'webm'));
  return http.post(toInput(API_ROUTES.conversationVoice), { body }).json<VoiceUploadAnswer>();
}

/**
 * POST /api/voice-messages — multipart `audio` (a wav named as a voice message,
 * `voice-message-<time>.wav`; another format keeps its own extension) with conversationId,
 * projectId and userId: the main chat's voice message.
 */
export function uploadVoiceMessage(http: Http, upload: VoiceUpload): Promise<VoiceUploadAnswer> {
  const body = voiceForm(upload, audioFilename(`voice-message-${Date.now()}`, upload.audio, 'wav'));
  return http.post(toInput(API_ROUTES.voiceMessages), { body }).json<VoiceUploadAnswer>();
}

/**
 * POST /api/transcribe/audio — multipart field `audio` (a webm file, `recording.webm`, unless the
 * recording is in another format). A non-2xx answer throws an `ApiError` whose `userMessage` is the
 * server's message when the body has one.
 */
export function transcribeAudio(
  http: Http,
  audio: Blob,
  filename = audioFilename('recording', audio, 'webm'),
): Promise<TranscriptionResponse> {
  const body = new FormData();
  body.append('audio', audio, filename);
  return http.post(toInput(API_ROUTES.transcribeAudio), { body }).json<TranscriptionResponse>();
}

/** GET /api/tts?text&projectId&userId — the spoken text as an audio Blob (the voice panel greeting). */
export function fetchSpeech(http: Http, query: TtsQuery): Promise<Blob> {
  const { text, projectId, userId } = query;
  return http.get(toInput(API_ROUTES.tts), { searchParams: { text, projectId, userId } }).blob();
}

/**
 * POST /api/voice-agent/create — creates the voice agent of the agent test page for a project;
 * `options` may choose its voice, greeting and back end.
 */
export function createVoiceAgent(http: Http, projectId: string, options: Omit<VoiceAgentCreateRequest, 'projectId'> = {}): Promise<VoiceAgent> {
  return http.post(toInput(API_ROUTES.voiceAgentCreate), { json: { ...options, projectId } }).json<VoiceAgent>();
}

/** GET /api/voice-agent/{id} — a voice agent created before. */
export function getVoiceAgent(http: Http, id: string): Promise<VoiceAgent> {
  return http.get(toInput(API_ROUTES.voiceAgent(id))).json<VoiceAgent>();
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

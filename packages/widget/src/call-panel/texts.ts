import { label } from '../labels/catalogue';
import type { VoiceToast } from '../media/notify';

/** The toasts of the voice assistant panel and its simulated call, as labels (the catalogue has the spec's words). */
export const CALL_TOASTS = {
  failed: { title: label('callFailedTitle'), description: label('callFailed'), variant: 'destructive' },
  started: { title: label('callStartedTitle'), description: label('callStarted') },
  connected: { title: label('assistantConnectedTitle'), description: label('assistantConnected') },
  notImplemented: { title: label('voiceChatTitle'), description: label('voiceNotImplemented') },
  unavailable: { title: label('voiceAssistant'), description: label('voiceUnavailable'), variant: 'destructive' },
} as const satisfies Record<string, VoiceToast>;

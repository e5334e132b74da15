import { VOICE_GREETING } from '@energy-advisor/contracts/constants';

/** Every text of the simulated call and the voice assistant panel, word for word. */
export const CALL_TEXTS = {
  startError: 'Failed to start call. Please check your microphone permissions.',
  failedToast: {
    title: 'Call Failed',
    description: 'Could not start call. Please check your microphone permissions.',
    variant: 'destructive',
  },
  startedToast: { title: 'Call Started', description: 'Connected to architectural assistant with Australian accent.' },
  connectedToast: { title: 'Assistant Connected', description: 'You can now speak with the architectural assistant.' },
  startCall: 'Start call',
  connecting: 'Connecting...',
  endCall: 'End call',
  mute: 'Mute microphone',
  speaker: 'Speaker',
  durationLabel: 'Call duration',
  controlsLabel: 'Call controls',
} as const;

export const VOICE_PANEL_TEXTS = {
  title: 'Voice Assistant',
  /** What the greeting says (GET /api/tts renders it; a device's Australian voice may speak it instead). */
  greeting: VOICE_GREETING,
  deviceVoice: (name: string) => `Greeting spoken by your device's Australian voice (${name}).`,
  loading: 'Initializing voice assistant...',
  pressToSpeak: 'Press to speak',
  notImplementedToast: {
    title: 'Voice Chat',
    description: 'Voice chat is not fully implemented yet. Please use the text chat option.',
  },
  unavailable: 'Voice assistant is currently unavailable. Please try again later or use the text chat.',
  unavailableToastTitle: 'Voice Assistant',
  callHint: 'Or start a simulated call with the architectural assistant.',
  close: 'Close',
  closeLabel: 'Close voice assistant',
} as const;

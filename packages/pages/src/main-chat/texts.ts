import type { WidgetToast } from '@energy-advisor/widget/parts';

/** Every text of the main chat, matched exactly. */
export const MAIN_CHAT_TEXTS = {
  heading: 'What can I help with?',
  placeholder: 'Ask anything',
  recording: 'Recording...',
  microphone: 'Record a voice message',
  transcribing: 'Transcribing...',
} as const;

/** The main chat's own toasts; a failed voice message shows the widget's `TOASTS.voiceFailed`. */
export const MAIN_CHAT_TOASTS = {
  connectionError: {
    title: 'Connection Error',
    description: 'Failed to send message. Please try again.',
    variant: 'destructive',
  } satisfies WidgetToast,
} as const;

/** Who is chatting when neither the query nor the parent window says. */
export const MAIN_CHAT_DEFAULTS = { userId: 'default-user', projectId: 'demo-project' } as const;

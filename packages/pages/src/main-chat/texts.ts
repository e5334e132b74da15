import type { WidgetToast } from '@energy-advisor/widget/parts';

/** Every text of the main chat (spec §2.11, §8), matched exactly. */
export const MAIN_CHAT_TEXTS = {
  heading: 'What can I help with?',
  placeholder: 'Ask anything',
  recording: 'Recording...',
  microphone: 'Record a voice message',
} as const;

/** The main chat's own toasts (spec §8); a failed voice message shows the widget's `TOASTS.voiceFailed`. */
export const MAIN_CHAT_TOASTS = {
  connectionError: {
    title: 'Connection Error',
    description: 'Failed to send message. Please try again.',
    variant: 'destructive',
  } satisfies WidgetToast,
} as const;

/** Identity fallbacks outside the chat call (spec §6). */
export const MAIN_CHAT_DEFAULTS = { userId: 'default-user', projectId: 'demo-project' } as const;

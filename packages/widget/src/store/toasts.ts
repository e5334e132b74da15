import type { ShownToast, WidgetToast } from './types';

/** Every toast the widget shows, word for word (tests match them exactly). */
export const TOASTS = {
  sendFailed: (reason: string): WidgetToast => ({
    title: 'Error',
    description: `Failed to send message: ${reason}`,
    variant: 'destructive',
  }),
  voiceFailed: (reason: string): WidgetToast => ({
    title: 'Error',
    description: `Failed to process voice message: ${reason}`,
    variant: 'destructive',
  }),
  buildingDetailsUpdated: {
    title: 'Building Details Updated',
    description: 'Building information has been updated successfully.',
  } satisfies WidgetToast,
  buildingDetailsFailed: (reason: string): WidgetToast => ({
    title: 'Error',
    description: `Failed to update building details: ${reason}`,
    variant: 'destructive',
  }),
  noConversation: {
    title: 'Error',
    description: 'No active conversation found. Try refreshing the page.',
    variant: 'destructive',
  } satisfies WidgetToast,
  newConversation: {
    title: 'New conversation started',
    description: "You're now chatting in a new conversation.",
  } satisfies WidgetToast,
  newConversationFailed: (reason: string): WidgetToast => ({
    title: 'Error starting new conversation',
    description: reason,
    variant: 'destructive',
  }),
  feedbackRequired: {
    title: 'Feedback required',
    description: 'Please provide some feedback before submitting.',
    variant: 'destructive',
  } satisfies WidgetToast,
  feedbackNoConversation: {
    title: 'Error submitting feedback',
    description: 'Conversation ID is missing. Please try again later.',
    variant: 'destructive',
  } satisfies WidgetToast,
  feedbackSubmitted: {
    title: 'Feedback submitted',
    description: 'Thank you for helping us improve!',
  } satisfies WidgetToast,
  feedbackFailed: {
    title: 'Error submitting feedback',
    description: 'Please try again later.',
    variant: 'destructive',
  } satisfies WidgetToast,
  transcriptionFailed: (description: string): WidgetToast => ({
    title: 'Transcription Error',
    description,
    variant: 'destructive',
  }),
} as const;

/** The reason shown in an error toast: the API's own message when it sent one, else the error text. */
export function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { userMessage, message } = error as { userMessage?: unknown; message?: unknown };
    if (typeof userMessage === 'string' && userMessage !== '') return userMessage;
    if (typeof message === 'string' && message !== '') return message;
  }
  return String(error);
}

/** The toast actions of a store whose state holds the `toast` on screen. */
export interface ToastActions {
  /** Shows `toast` in place of the one on screen (a new key each time, so it shows afresh). */
  notify(toast: WidgetToast): void;
  /** Hides the toast on screen. */
  dismissToast(): void;
}

/** {@link ToastActions} writing through the store's `set`. */
export function toastActions(set: (state: { toast: ShownToast | null }) => void): ToastActions {
  let key = 0;
  return {
    notify(toast) {
      key += 1;
      set({ toast: { ...toast, key } });
    },
    dismissToast: () => set({ toast: null }),
  };
}

import { DEFAULT_LABELS, label, labelText, type LabelText, type WidgetLabels } from '../labels/catalogue';
import type { ShownToast, WidgetToast } from './types';

/**
 * Every toast the widget's store shows, as label keys and values: the toaster writes them in the
 * widget's labels (the catalogue's defaults are the spec's wording, word for word).
 */
export const TOASTS = {
  sendFailed: (reason: LabelText): WidgetToast => ({
    title: label('error'),
    description: label('sendFailed', { reason }),
    variant: 'destructive',
  }),
  voiceFailed: (reason: LabelText): WidgetToast => ({
    title: label('error'),
    description: label('voiceFailed', { reason }),
    variant: 'destructive',
  }),
  buildingDetailsUpdated: {
    title: label('buildingDetailsUpdatedTitle'),
    description: label('buildingDetailsUpdated'),
  } satisfies WidgetToast,
  buildingDetailsFailed: (reason: LabelText): WidgetToast => ({
    title: label('error'),
    description: label('buildingDetailsFailed', { reason }),
    variant: 'destructive',
  }),
  noConversation: {
    title: label('error'),
    description: label('noConversation'),
    variant: 'destructive',
  } satisfies WidgetToast,
  newConversation: {
    title: label('newConversationTitle'),
    description: label('newConversation'),
  } satisfies WidgetToast,
  newConversationFailed: (reason: LabelText): WidgetToast => ({
    title: label('newConversationFailedTitle'),
    description: reason,
    variant: 'destructive',
  }),
  feedbackRequired: {
    title: label('feedbackRequiredTitle'),
    description: label('feedbackRequired'),
    variant: 'destructive',
  } satisfies WidgetToast,
  feedbackNoConversation: {
    title: label('feedbackErrorTitle'),
    description: label('feedbackNoConversation'),
    variant: 'destructive',
  } satisfies WidgetToast,
  feedbackSubmitted: {
    title: label('feedbackSubmittedTitle'),
    description: label('feedbackSubmitted'),
  } satisfies WidgetToast,
  feedbackFailed: {
    title: label('feedbackErrorTitle'),
    description: label('feedbackFailed'),
    variant: 'destructive',
  } satisfies WidgetToast,
  transcriptionFailed: (description: LabelText): WidgetToast => ({
    title: label('transcriptionErrorTitle'),
    description,
    variant: 'destructive',
  }),
} as const;

/** A toast's title and description in `labels`. */
export function toastWords(toast: WidgetToast, labels: WidgetLabels = DEFAULT_LABELS): { title: string; description: string } {
  return { title: labelText(toast.title, labels), description: labelText(toast.description, labels) };
}

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

import type { VoiceToast } from '../media/notify';
import { toastWords } from '../store/toasts';

/** Test support: a toast as the visitor reads it (the catalogue's words), with its variant if any. */
export function words(toast: VoiceToast | null | undefined) {
  if (!toast) return toast;
  return { ...toastWords(toast), ...(toast.variant && { variant: toast.variant }) };
}

/** Test support: the toasts a `notify` mock was called with, as the visitor reads them. */
export function notified(notify: { mock: { calls: unknown[][] } }) {
  return notify.mock.calls.map(([toast]) => words(toast as VoiceToast));
}

import type { LabelText } from '../labels/catalogue';

/** A toast the voice recorder and the call panel ask the widget to show (the widget owns the toaster). */
export interface VoiceToast {
  title: LabelText;
  description: LabelText;
  variant?: 'destructive';
}

/** Shows one toast; passed in by the widget so these components never import its store. */
export type Notify = (toast: VoiceToast) => void;

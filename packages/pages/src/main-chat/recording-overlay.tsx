import { RecordingBar, type MediaDeps, type WidgetToast } from '@energy-advisor/widget/parts';
import { MAIN_CHAT_TEXTS } from './texts';

/**
 * The recording overlay: 'Recording... m:ss' with cancel and confirm. It records from
 * the moment it shows (the widget's recording bar: 1000 ms slices, the time counted from when
 * recording starts, the microphone released on close); confirm hands the recording over.
 */
export function RecordingOverlay({
  onConfirm,
  onCancel,
  notify,
  media,
}: {
  onConfirm(audio: Blob): void;
  onCancel(): void;
  notify(toast: WidgetToast): void;
  media?: MediaDeps | undefined;
}) {
  return (
    <div className="mc-recording" role="dialog" aria-modal="false" aria-label={MAIN_CHAT_TEXTS.recording}>
      <RecordingBar label={MAIN_CHAT_TEXTS.recording} onSend={onConfirm} onCancel={onCancel} notify={notify} {...(media ? { media } : {})} />
    </div>
  );
}

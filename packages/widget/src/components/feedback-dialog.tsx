import { Mic } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import type { MediaDeps } from '../media/media';
import { useWidget } from '../store';
import { RecordingBar } from '../voice-recorder/recording-bar';
import { DialogFrame } from './dialog-frame';
import { useLabels } from './widget-config';

/** The reply preview of the feedback dialog: 150 characters of its plain text. */
export function feedbackPreview(content: string): string {
  const plain = content.replace(/[*_`#>]/g, '').replace(/\s+/g, ' ').trim();
  const limit = WIDGET_CONSTANTS.feedbackPreviewLength;
  return plain.length > limit ? `${plain.slice(0, limit)}...` : plain;
}

/**
 * The feedback dialog: 'How could this response be improved?', the reply preview,
 * a text area, 'or speak your feedback' (recorded — 'Recording... m:ss' —, then transcribed 100 ms
 * after stop, 'Transcribing...', into the text area), Cancel and 'Submit Feedback' — disabled while
 * blank or pending; the store validates and toasts. A transcript is passed on only while the dialog
 * is still open on the same reply, and only when it is not blank.
 */
export function FeedbackDialog({ media }: { media?: MediaDeps } = {}) {
  const message = useWidget((state) => state.feedbackFor);
  const pending = useWidget((state) => state.feedbackPending);
  const openFeedback = useWidget((state) => state.openFeedback);
  const submitFeedback = useWidget((state) => state.submitFeedback);
  const transcribe = useWidget((state) => state.transcribe);
  const notify = useWidget((state) => state.notify);
  const [text, setText] = useState('');
  const [recording, setRecording] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const fieldId = useId();
  const labels = useLabels();
  /** The reply the dialog is open for now: a transcript that arrives for another is dropped. */
  const openFor = useRef(message);
  openFor.current = message;
  const mounted = useRef(false);

  useEffect(() => {
    setText('');
    setRecording(false);
    setTranscribing(false);
  }, [message]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (await submitFeedback(text)) setText('');
  };
  const onRecorded = async (blob: Blob) => {
    const recordedFor = message;
    const stillOpen = () => mounted.current && recordedFor !== null && openFor.current === recordedFor;
    setRecording(false);
    setTranscribing(true);
    await new Promise((resolve) => setTimeout(resolve, WIDGET_CONSTANTS.transcriptionDelayMs));
    if (!stillOpen()) return;
    const spoken = await transcribe(blob);
    if (!stillOpen()) return;
    setTranscribing(false);
    if (spoken) setText((current) => (current.trim() ? `${current.trim()} ${spoken}` : spoken));
  };

  return (
    <DialogFrame open={message !== null} onOpenChange={(open) => !open && openFeedback(null)} title={labels.feedbackTitle}>
      <form className="ea-feedback" onSubmit={(event) => void onSubmit(event)}>
        <blockquote className="ea-feedback__preview">{feedbackPreview(message?.content ?? '')}</blockquote>
        <label htmlFor={fieldId} className="ea-feedback__label">
          {labels.feedbackField}
        </label>
        <textarea
          id={fieldId}
          className="ea-feedback__text"
          rows={4}
          value={text}
          data-autofocus
          placeholder={labels.feedbackPlaceholder}
          onChange={(event) => setText(event.target.value)}
        />
        {recording ? (
          <RecordingBar
            label={labels.recording}
            notify={notify}
            onCancel={() => setRecording(false)}
            onSend={(blob) => void onRecorded(blob)}
            {...(media ? { media } : {})}
          />
        ) : (
          <button type="button" className="ea-link-button ea-feedback__speak" disabled={transcribing} onClick={() => setRecording(true)}>
            <Mic aria-hidden="true" size={14} />
            {transcribing ? labels.transcribing : labels.speakFeedback}
          </button>
        )}
        <div className="ea-dialog__actions">
          <button type="button" className="ea-button ea-button--outline" onClick={() => openFeedback(null)}>
            {labels.cancel}
          </button>
          <button type="submit" className="ea-button ea-button--primary" disabled={pending || text.trim() === ''}>
            {labels.submitFeedback}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

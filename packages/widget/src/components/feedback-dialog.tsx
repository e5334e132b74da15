import { Mic } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { WIDGET_CONSTANTS } from '../constants';
import { useWidget } from '../store';
import { RecordingBar } from '../voice-recorder/recording-bar';
import { DialogFrame } from './dialog-frame';

/** The reply preview of the feedback dialog: 150 characters of its plain text. */
export function feedbackPreview(content: string): string {
  const plain = content.replace(/[*_`#>]/g, '').replace(/\s+/g, ' ').trim();
  const limit = WIDGET_CONSTANTS.feedbackPreviewLength;
  return plain.length > limit ? `${plain.slice(0, limit)}...` : plain;
}

/**
 * The feedback dialog: 'How could this response be improved?', the reply preview,
 * a text area, 'or speak your feedback' (recorded, then transcribed into the text area), Cancel
 * and 'Submit Feedback' — disabled while blank or pending; the store validates and toasts.
 */
export function FeedbackDialog() {
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

  useEffect(() => {
    setText('');
    setRecording(false);
  }, [message]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (await submitFeedback(text)) setText('');
  };
  const onRecorded = async (blob: Blob) => {
    setRecording(false);
    setTranscribing(true);
    const spoken = await transcribe(blob);
    setTranscribing(false);
    if (spoken) setText((current) => (current.trim() ? `${current.trim()} ${spoken}` : spoken));
  };

  return (
    <DialogFrame open={message !== null} onOpenChange={(open) => !open && openFeedback(null)} title="How could this response be improved?">
      <form className="ea-feedback" onSubmit={(event) => void onSubmit(event)}>
        <blockquote className="ea-feedback__preview">{feedbackPreview(message?.content ?? '')}</blockquote>
        <label htmlFor={fieldId} className="ea-feedback__label">
          Your feedback
        </label>
        <textarea
          id={fieldId}
          className="ea-feedback__text"
          rows={4}
          value={text}
          data-autofocus
          placeholder="Tell us what was missing or wrong..."
          onChange={(event) => setText(event.target.value)}
        />
        {recording ? (
          <RecordingBar notify={notify} onCancel={() => setRecording(false)} onSend={(blob) => void onRecorded(blob)} />
        ) : (
          <button type="button" className="ea-link-button ea-feedback__speak" disabled={transcribing} onClick={() => setRecording(true)}>
            <Mic aria-hidden="true" size={14} />
            {transcribing ? 'Transcribing...' : 'or speak your feedback'}
          </button>
        )}
        <div className="ea-dialog__actions">
          <button type="button" className="ea-button ea-button--outline" onClick={() => openFeedback(null)}>
            Cancel
          </button>
          <button type="submit" className="ea-button ea-button--primary" disabled={pending || text.trim() === ''}>
            Submit Feedback
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

import { SendHorizontal } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent } from 'react';
import { useWidget } from '../store';

/** The input's placeholder (spec §2.3). */
export const INPUT_PLACEHOLDER = 'Type your message...';

/**
 * The text input (spec §2.3, §5): Enter sends, Shift+Enter starts a new line; a blank message is
 * never sent and the send button is disabled while the text is blank or a reply is awaited.
 */
export function ChatInput() {
  const id = useId();
  const draft = useWidget((state) => state.draft);
  const setDraft = useWidget((state) => state.setDraft);
  const send = useWidget((state) => state.send);
  const pending = useWidget((state) => state.pending);
  const blank = draft.trim() === '';

  const submit = () => {
    if (blank || pending) return;
    setDraft('');
    void send(draft);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form className="ea-input" onSubmit={onSubmit}>
      <label htmlFor={id} className="ea-sr-only">
        Message
      </label>
      <textarea
        id={id}
        rows={1}
        value={draft}
        placeholder={INPUT_PLACEHOLDER}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="ea-send" aria-label="Send message" disabled={blank || pending}>
        <SendHorizontal aria-hidden="true" size={18} />
      </button>
    </form>
  );
}

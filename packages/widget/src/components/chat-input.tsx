import { SendHorizontal } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { DEFAULT_LABELS } from '../labels';
import { useWidget } from '../store';
import { useLabels } from './widget-config';

/** The input's placeholder. */
export const INPUT_PLACEHOLDER = DEFAULT_LABELS.inputPlaceholder;

/** Props of {@link MessageInput}. */
export interface MessageInputProps {
  value: string;
  onChange(value: string): void;
  /** Called with the text when the visitor sends; never for blank text or while `busy`. */
  onSend(text: string): void;
  /** True while a reply is awaited: the send button is disabled and Enter sends nothing. */
  busy?: boolean;
  /** True when the input is closed for good (e.g. after a lead is submitted). */
  disabled?: boolean;
  placeholder?: string;
  /** The send button's accessible name (default 'Send message'). */
  sendLabel?: string;
  /** Visible text on the send button instead of the icon. */
  sendText?: string;
  /** Extra controls before the send button (e.g. a microphone). */
  children?: ReactNode;
  className?: string;
}

/**
 * A message input: Enter sends, Shift+Enter starts a new line; a blank message is
 * never sent and the send button is disabled while the text is blank or `busy`. Shared by the
 * widget and the hosted screens.
 */
export function MessageInput({
  value,
  onChange,
  onSend,
  busy = false,
  disabled = false,
  placeholder,
  sendLabel,
  sendText,
  children,
  className,
}: MessageInputProps) {
  const id = useId();
  const labels = useLabels();
  const blank = value.trim() === '';

  const submit = () => {
    if (blank || busy || disabled) return;
    onSend(value);
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
    <form className={className ? `ea-input ${className}` : 'ea-input'} part="input" onSubmit={onSubmit}>
      <label htmlFor={id} className="ea-sr-only">
        {labels.inputLabel}
      </label>
      <textarea
        id={id}
        part="textarea"
        rows={1}
        value={value}
        placeholder={placeholder ?? labels.inputPlaceholder}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {children}
      <button
        type="submit"
        className={sendText ? 'ea-send ea-send--text' : 'ea-send'}
        part="button send-button"
        aria-label={sendText ? undefined : (sendLabel ?? labels.send)}
        disabled={blank || busy || disabled}
      >
        {sendText ?? <SendHorizontal aria-hidden="true" size={18} />}
      </button>
    </form>
  );
}

/** The widget's text input: {@link MessageInput} bound to the widget's draft and send action. */
export function ChatInput() {
  const draft = useWidget((state) => state.draft);
  const setDraft = useWidget((state) => state.setDraft);
  const send = useWidget((state) => state.send);
  const pending = useWidget((state) => state.pending);
  return (
    <MessageInput
      value={draft}
      onChange={setDraft}
      busy={pending}
      onSend={(text) => {
        setDraft('');
        void send(text);
      }}
    />
  );
}

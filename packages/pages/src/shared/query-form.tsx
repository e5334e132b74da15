import { LoaderCircle } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';

/** Props of {@link QueryForm}. */
export interface QueryFormProps {
  /** The form's accessible name. */
  name: string;
  /** The query field's visible label. */
  label: string;
  value: string;
  onChange(value: string): void;
  /** Called on submit (the button, or Enter without Shift); the store validates. */
  onSubmit(): void;
  submitText: string;
  /** The button's text while `busy`. */
  busyText: string;
  busy: boolean;
  /** The chain pages: the button is disabled while the query is blank. */
  disableWhenBlank?: boolean;
  /** A validation message shown under the field. */
  error?: string | null;
  placeholder?: string;
  /** Controls shown beside the button (e.g. a back-end choice). */
  children?: ReactNode;
  /** The query field (e.g. to give focus back to it). */
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The query form of a test page: a required, labelled query field (Enter submits, Shift+Enter
 * starts a new line) and a submit button that shows `busyText` and is disabled while a query runs.
 * The browser's own required-field bubble is off (`noValidate`): each page says what is missing
 * in its own words (spec §5).
 */
export function QueryForm({
  name,
  label,
  value,
  onChange,
  onSubmit,
  submitText,
  busyText,
  busy,
  disableWhenBlank = false,
  error,
  placeholder,
  children,
  fieldRef,
}: QueryFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const blank = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };
  return (
    <form className="pg-query-form" aria-label={name} noValidate onSubmit={submit}>
      <div className="pg-field">
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          className="pg-text-input pg-query-form__field"
          rows={3}
          required
          value={value}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
        {error ? (
          <p id={errorId} className="pg-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="pg-query-form__actions">
        {children}
        <button type="submit" className="pg-button pg-button--primary" disabled={busy || (disableWhenBlank && blank)}>
          {busy ? <LoaderCircle className="pg-spin" aria-hidden size={16} /> : null}
          {busy ? busyText : submitText}
        </button>
      </div>
    </form>
  );
}

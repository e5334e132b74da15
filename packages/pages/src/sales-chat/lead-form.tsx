import { useId, useState, type FormEvent } from 'react';
import { SALES_TEXTS } from './texts';

/**
 * The lead form that replaces the chat input when the server flags one: Name and
 * Email, both required and non-blank after trimming, the e-mail checked by the browser's e-mail
 * type; Submit shows 'Submitting...' while busy. The form stays (with its text) after a failure.
 */
export function LeadForm({ busy, email: knownEmail, onSubmit }: { busy: boolean; email?: string | undefined; onSubmit(name: string, email: string): void }) {
  const nameId = useId();
  const emailId = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy || name.trim() === '' || email.trim() === '') return;
    onSubmit(name, email);
  };
  return (
    <form className="pg-lead-form" onSubmit={submit} aria-label="Lead form">
      <div className="pg-field">
        <label htmlFor={nameId}>Name</label>
        <input id={nameId} name="name" required value={name} placeholder={SALES_TEXTS.namePlaceholder} autoComplete="name" onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="pg-field">
        <label htmlFor={emailId}>Email</label>
        <input
          id={emailId}
          name="email"
          type="email"
          required
          value={email}
          placeholder={knownEmail || SALES_TEXTS.emailPlaceholder}
          autoComplete="email"
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <button type="submit" className="pg-button pg-button--primary" disabled={busy}>
        {busy ? SALES_TEXTS.submitting : SALES_TEXTS.submit}
      </button>
    </form>
  );
}

/** The green card shown once the lead is stored. */
export function LeadSubmitted() {
  return (
    <div className="pg-lead-done" role="status">
      <h3 className="pg-lead-done__title">{SALES_TEXTS.leadSubmittedTitle}</h3>
      <p>{SALES_TEXTS.leadSubmittedText}</p>
    </div>
  );
}

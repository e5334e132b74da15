import { LogIn } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useScreen } from '../shared/use-screen-store';
import type { AdminStore } from './admin-store';
import { ADMIN_TEXTS } from './texts';

/** The sign-in prompt: shown when the admin credentials are missing or wrong. */
export function SignInForm({ store }: { store: AdminStore }) {
  const ids = { title: useId(), token: useId(), error: useId() };
  const [token, setToken] = useState('');
  const busy = useScreen(store, (state) => state.signInBusy);
  const error = useScreen(store, (state) => state.signInError);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.getState().signIn(token);
  };
  return (
    <section className="pg-card pg-admin__sign-in" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="pg-card__title">
        {ADMIN_TEXTS.signInTitle}
      </h2>
      <p className="pg-muted">{ADMIN_TEXTS.signInHelp}</p>
      <form className="pg-field" onSubmit={onSubmit}>
        <label htmlFor={ids.token}>{ADMIN_TEXTS.tokenLabel}</label>
        <input
          id={ids.token}
          type="password"
          autoComplete="current-password"
          value={token}
          required
          aria-invalid={error !== undefined}
          aria-describedby={error !== undefined ? ids.error : undefined}
          onChange={(event) => setToken(event.target.value)}
        />
        {error !== undefined ? (
          <p id={ids.error} className="pg-admin__form-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="pg-button pg-button--primary" disabled={busy || token.trim() === ''}>
          <LogIn aria-hidden size={16} />
          {busy ? ADMIN_TEXTS.signingIn : ADMIN_TEXTS.signIn}
        </button>
      </form>
    </section>
  );
}

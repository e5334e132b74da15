/**
 * The voice assistant panel's and call controls' CSS, injected by the widget into its shadow root.
 * Rules that colour a button are scoped under `.ea-call-panel`, so they outrank the widget's
 * `.ea-root button { color: inherit }`.
 * Colours come from the widget's custom properties when it defines them (--ea-primary,
 * --ea-foreground, --ea-muted, --ea-border, --ea-background, --ea-destructive), with fallbacks.
 */
export const callStyles = /* css */ `
.ea-call-panel {
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: 100%;
  box-sizing: border-box;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid var(--ea-border, #e2e8f0);
  border-radius: 0.75rem;
  background: var(--ea-background, #ffffff);
  color: var(--ea-foreground, #0f172a);
}
.ea-call-header {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
}
.ea-call-title {
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 600;
}
.ea-call-icon-button,
.ea-call-button,
.ea-call-speak {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.375rem;
  border: none;
  cursor: pointer;
  font: inherit;
}
.ea-call-icon-button:focus-visible,
.ea-call-button:focus-visible,
.ea-call-speak:focus-visible {
  outline: 2px solid var(--ea-primary, #0f766e);
  outline-offset: 2px;
}
.ea-call-icon-button:disabled,
.ea-call-button:disabled,
.ea-call-speak:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}
.ea-call-panel .ea-call-icon-button {
  width: 2rem;
  height: 2rem;
  border-radius: 9999px;
  background: transparent;
  color: var(--ea-muted, #64748b);
}
.ea-call-panel .ea-call-icon-button:hover {
  background: var(--ea-border, #e2e8f0);
  color: var(--ea-foreground, #0f172a);
}
.ea-call-panel .ea-call-button {
  min-height: 2.25rem;
  padding: 0 0.875rem;
  border-radius: 9999px;
  border: 1px solid var(--ea-border, #e2e8f0);
  background: var(--ea-background, #ffffff);
  color: var(--ea-foreground, #0f172a);
  font-size: 0.875rem;
}
.ea-call-panel .ea-call-button:hover:not(:disabled) {
  background: var(--ea-border, #e2e8f0);
}
.ea-call-panel .ea-call-start {
  border-color: transparent;
  background: var(--ea-primary, #0f766e);
  color: #ffffff;
}
.ea-call-panel .ea-call-start:hover:not(:disabled) {
  background: var(--ea-primary, #0f766e);
  filter: brightness(0.92);
}
.ea-call-panel .ea-call-end {
  border-color: transparent;
  background: var(--ea-destructive, #dc2626);
  color: #ffffff;
}
.ea-call-panel .ea-call-end:hover:not(:disabled) {
  background: var(--ea-destructive, #dc2626);
  filter: brightness(0.92);
}
.ea-call-toggle {
  width: 2.25rem;
  padding: 0;
}
.ea-call-panel .ea-call-toggle[aria-pressed='true'] {
  border-color: var(--ea-primary, #0f766e);
  color: var(--ea-primary, #0f766e);
}
.ea-call-status {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 0;
  text-align: center;
  font-size: 0.875rem;
}
.ea-call-spinner {
  color: var(--ea-primary, #0f766e);
  animation: ea-call-spin 1s linear infinite;
}
.ea-call-body {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
}
.ea-call-panel .ea-call-speak {
  flex-direction: column;
  width: 6rem;
  height: 6rem;
  border-radius: 9999px;
  background: var(--ea-primary, #0f766e);
  color: #ffffff;
  font-size: 0.75rem;
}
.ea-call-speak:hover:not(:disabled) {
  filter: brightness(0.92);
}
.ea-call-hint {
  margin: 0;
  color: var(--ea-muted, #64748b);
  font-size: 0.8125rem;
  text-align: center;
}
.ea-call-controls {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
}
.ea-call-buttons {
  display: flex;
  align-items: center;
  gap: 0.5rem;
}
.ea-call-duration {
  font-variant-numeric: tabular-nums;
  font-size: 1.125rem;
  font-weight: 600;
}
.ea-call-error {
  margin: 0;
  color: var(--ea-destructive, #dc2626);
  font-size: 0.8125rem;
  line-height: 1.4;
  text-align: center;
}
@keyframes ea-call-spin {
  to { transform: rotate(360deg); }
}
@media (prefers-reduced-motion: reduce) {
  .ea-call-spinner { animation: none; }
}
`;

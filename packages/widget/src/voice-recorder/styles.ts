/**
 * The recording bar's CSS, injected by the widget into its shadow root. Colours come from the
 * widget's custom properties when it defines them (--ea-primary, --ea-foreground, --ea-muted,
 * --ea-border, --ea-background, --ea-destructive), with fallbacks of its own. Rules that colour a
 * button are scoped under `.ea-voice-recorder`, so they outrank the widget's
 * `.ea-root button { color: inherit }`.
 */
export const voiceStyles = /* css */ `
.ea-voice-recorder {
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  width: 100%;
}
.ea-voice-bar {
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid var(--ea-border, #e2e8f0);
  border-radius: 9999px;
  background: var(--ea-background, #ffffff);
  color: var(--ea-foreground, #0f172a);
}
.ea-voice-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 2.25rem;
  height: 2.25rem;
  border: none;
  border-radius: 9999px;
  cursor: pointer;
  font: inherit;
}
.ea-voice-button:focus-visible {
  outline: 2px solid var(--ea-primary, #0f766e);
  outline-offset: 2px;
}
.ea-voice-button:disabled {
  cursor: not-allowed;
  opacity: 0.6;
}
.ea-voice-recorder .ea-voice-cancel {
  background: transparent;
  color: var(--ea-muted, #64748b);
}
.ea-voice-recorder .ea-voice-cancel:hover {
  background: var(--ea-border, #e2e8f0);
  color: var(--ea-foreground, #0f172a);
}
.ea-voice-recorder .ea-voice-stop {
  background: var(--ea-destructive, #dc2626);
  color: #ffffff;
}
.ea-voice-recorder .ea-voice-stop:hover:not(:disabled) {
  filter: brightness(0.92);
}
.ea-voice-dot {
  flex: none;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 9999px;
  background: var(--ea-destructive, #dc2626);
  opacity: 0.35;
}
.ea-voice-bar[data-recording='true'] .ea-voice-dot {
  opacity: 1;
  animation: ea-voice-pulse 1.2s ease-in-out infinite;
}
.ea-voice-wave {
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: center;
  gap: 3px;
  height: 1.75rem;
  min-width: 0;
}
.ea-voice-wave-bar {
  flex: 0 1 4px;
  width: 4px;
  height: 100%;
  border-radius: 2px;
  background: var(--ea-primary, #0f766e);
  transform: scaleY(0.12);
  transform-origin: center;
  transition: transform 100ms linear;
}
.ea-voice-wave[data-active='false'] .ea-voice-wave-bar {
  opacity: 0.4;
}
.ea-voice-label {
  flex: none;
  color: var(--ea-destructive, #dc2626);
  font-size: 0.875rem;
  font-weight: 600;
}
.ea-voice-time {
  flex: none;
  min-width: 2.25rem;
  font-variant-numeric: tabular-nums;
  font-size: 0.875rem;
}
.ea-voice-error {
  margin: 0;
  padding: 0 0.75rem;
  color: var(--ea-destructive, #dc2626);
  font-size: 0.8125rem;
  line-height: 1.4;
}
@keyframes ea-voice-pulse {
  50% { opacity: 0.35; }
}
@media (prefers-reduced-motion: reduce) {
  .ea-voice-wave-bar { transition: none; }
  .ea-voice-bar[data-recording='true'] .ea-voice-dot { animation: none; }
}
`;

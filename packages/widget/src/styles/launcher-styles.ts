/**
 * The host reset, theme and launcher CSS: shared by the tiny loader's vanilla launcher and the
 * React launcher, so the hand-over is seamless. Hosts theme the widget with the custom properties
 * (they inherit into the shadow root), e.g. `energy-advisor { --ea-primary: #1d4ed8 }`.
 */
/**
 * The dark palette (`theme="dark"`, and `theme="auto"` while the system is dark: the media query
 * follows a change live). Every pair of text and background here meets WCAG AA (4.5:1).
 */
const DARK =
  '--ea-primary:#34d399;--ea-primary-hover:#6ee7b7;--ea-primary-foreground:#04241b;--ea-foreground:#e7efec;' +
  '--ea-muted:#a3b3ae;--ea-surface:#17211f;--ea-border:#2c3a37;--ea-background:#0e1614;--ea-accent:#0f2d24;' +
  '--ea-accent-foreground:#8ff0c9;--ea-ring:#34d399;color-scheme:dark';

/**
 * Custom properties (documented in the README, Theming): colours `--ea-primary`, `--ea-primary-hover`,
 * `--ea-primary-foreground`, `--ea-foreground`, `--ea-muted`, `--ea-surface`, `--ea-border`,
 * `--ea-background`, `--ea-accent`, `--ea-accent-foreground`, `--ea-destructive`, `--ea-ring`,
 * `--ea-header-button`, `--ea-header-button-hover`; `--ea-radius`, `--ea-font`, `--ea-font-size`,
 * `--ea-space`; placement `--ea-offset-x`, `--ea-offset-y`, `--ea-launcher-size`, `--ea-panel-width`,
 * `--ea-panel-height`, `--ea-z`. The host's own declarations win over these defaults.
 */
export const launcherStyles = /* css */ `
:host{all:initial;display:contents;
--ea-primary:#047857;--ea-primary-hover:#065f46;--ea-primary-foreground:#fff;--ea-foreground:#0b1215;
--ea-muted:#55625f;--ea-surface:#f3f5f4;--ea-border:#e2e8e5;--ea-background:#fff;--ea-accent:#ecfdf5;
--ea-accent-foreground:#065f46;--ea-destructive:#b91c1c;--ea-ring:#10b981;--ea-radius:14px;--ea-z:2147483000;
--ea-header-button:rgb(0 0 0 / .16);--ea-header-button-hover:rgb(0 0 0 / .28);
--ea-font:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;--ea-font-size:14px;
--ea-space:12px;--ea-offset-x:20px;--ea-offset-y:20px;--ea-launcher-size:56px;--ea-panel-width:24rem;--ea-panel-height:600px}
:host([theme=dark]){${DARK}}
@media (prefers-color-scheme:dark){:host([theme=auto]){${DARK}}}
.ea-launcher{position:fixed;right:var(--ea-offset-x);bottom:var(--ea-offset-y);z-index:var(--ea-z);display:grid;place-items:center;
width:var(--ea-launcher-size);height:var(--ea-launcher-size);padding:0;border:0;border-radius:50%;background:var(--ea-primary);color:var(--ea-primary-foreground);
box-shadow:0 6px 20px -4px rgb(4 120 87 / .5),0 2px 6px rgb(16 24 40 / .18);cursor:pointer;
transition:transform .15s ease,background-color .15s ease}
:host([position=bottom-left]) .ea-launcher{right:auto;left:var(--ea-offset-x)}
.ea-launcher:hover{background:var(--ea-primary-hover);transform:scale(1.05)}
.ea-launcher:focus-visible{outline:3px solid var(--ea-ring);outline-offset:3px}
.ea-launcher svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.ea-launcher[aria-busy=true]::after{content:'';position:absolute;inset:-4px;border:3px solid transparent;
border-top-color:var(--ea-primary);border-radius:50%;animation:ea-spin .8s linear infinite}
.ea-launcher[data-error]{background:var(--ea-muted)}
@keyframes ea-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ea-launcher{transition:none}.ea-launcher[aria-busy=true]::after{animation-duration:2s}}
`;

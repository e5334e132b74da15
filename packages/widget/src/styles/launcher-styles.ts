/**
 * The host reset, theme and launcher CSS: shared by the tiny loader's vanilla launcher and the
 * React launcher, so the hand-over is seamless. Hosts theme the widget with the custom properties
 * (they inherit into the shadow root), e.g. `energy-advisor { --ea-primary: #1d4ed8 }`.
 */
export const launcherStyles = /* css */ `
:host{all:initial;display:contents;
--ea-primary:#047857;--ea-primary-hover:#065f46;--ea-primary-foreground:#fff;--ea-foreground:#0b1215;
--ea-muted:#5d6b68;--ea-surface:#f3f5f4;--ea-border:#e2e8e5;--ea-background:#fff;--ea-accent:#ecfdf5;
--ea-accent-foreground:#065f46;--ea-destructive:#b91c1c;--ea-ring:#10b981;--ea-radius:14px;--ea-z:2147483000;
--ea-font:ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
.ea-launcher{position:fixed;right:20px;bottom:20px;z-index:var(--ea-z);display:grid;place-items:center;
width:56px;height:56px;padding:0;border:0;border-radius:50%;background:var(--ea-primary);color:var(--ea-primary-foreground);
box-shadow:0 6px 20px -4px rgb(4 120 87 / .5),0 2px 6px rgb(16 24 40 / .18);cursor:pointer;
transition:transform .15s ease,background-color .15s ease}
.ea-launcher:hover{background:var(--ea-primary-hover);transform:scale(1.05)}
.ea-launcher:focus-visible{outline:3px solid var(--ea-ring);outline-offset:3px}
.ea-launcher svg{width:26px;height:26px;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.ea-launcher[aria-busy=true]::after{content:'';position:absolute;inset:-4px;border:3px solid transparent;
border-top-color:var(--ea-primary);border-radius:50%;animation:ea-spin .8s linear infinite}
.ea-launcher[data-error]{background:var(--ea-muted)}
@keyframes ea-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){.ea-launcher{transition:none}.ea-launcher[aria-busy=true]::after{animation-duration:2s}}
`;

import { callStyles } from '../call-panel/styles';
import { voiceStyles } from '../voice-recorder/styles';
import { launcherStyles } from './launcher-styles';

const base = /* css */ `
.ea-root{all:initial;display:block;font-family:var(--ea-font);font-size:var(--ea-font-size);line-height:1.5;color:var(--ea-foreground);-webkit-font-smoothing:antialiased}
.ea-root *,.ea-root *::before,.ea-root *::after{box-sizing:border-box}
.ea-root button{font:inherit;color:inherit}
.ea-root .ea-launcher{color:var(--ea-primary-foreground)}
.ea-root :focus-visible{outline:2px solid var(--ea-ring);outline-offset:2px}
.ea-sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.ea-panel{position:fixed;right:var(--ea-offset-x);bottom:calc(var(--ea-offset-y) + var(--ea-launcher-size) + 12px);z-index:var(--ea-z);display:flex;flex-direction:column;
width:min(var(--ea-panel-width),calc(100vw - 2 * var(--ea-offset-x)));height:min(var(--ea-panel-height),calc(100dvh - var(--ea-offset-y) - var(--ea-launcher-size) - 32px));overflow:hidden;
background:var(--ea-background);border:1px solid var(--ea-border);border-radius:var(--ea-radius);
box-shadow:0 24px 48px -12px rgb(16 24 40 / .28),0 4px 12px rgb(16 24 40 / .08);animation:ea-rise .18s ease-out}
@keyframes ea-rise{from{opacity:0;transform:translateY(8px)}}
.ea-panel[hidden]{display:none!important}
:host([position=bottom-left]) .ea-panel{right:auto;left:var(--ea-offset-x)}
@media (max-width:639px){.ea-panel,:host([position]) .ea-panel{right:0;left:0;bottom:0;width:100%;height:min(600px,100dvh);border-radius:var(--ea-radius) var(--ea-radius) 0 0;border-width:1px 0 0}
.ea-launcher[data-open]{display:none}}
.ea-header{display:flex;align-items:center;gap:10px;padding:var(--ea-space) var(--ea-space) var(--ea-space) calc(var(--ea-space) + 4px);background:var(--ea-primary);color:var(--ea-primary-foreground)}
.ea-header__titles{flex:1;min-width:0}
.ea-header__title{margin:0;font-size:15px;font-weight:650;line-height:1.25}
.ea-header__subtitle{margin:0;font-size:12px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.ea-header__new,.ea-icon-button{display:inline-flex;align-items:center;gap:6px;border:0;border-radius:8px;background:var(--ea-header-button);cursor:pointer;color:inherit}
.ea-header__new{height:32px;padding:0 10px;font-size:13px;font-weight:550;white-space:nowrap}
.ea-icon-button{justify-content:center;width:32px;height:32px;padding:0}
.ea-header__new:hover,.ea-icon-button:hover{background:var(--ea-header-button-hover)}
.ea-header :focus-visible{outline-color:var(--ea-primary-foreground)}
.ea-avatar{display:grid;flex:none;place-items:center;width:28px;height:28px;border-radius:50%;background:var(--ea-accent);color:var(--ea-accent-foreground)}
.ea-avatar--brand{width:34px;height:34px;background:var(--ea-header-button);color:var(--ea-primary-foreground)}
.ea-avatar--user{background:var(--ea-surface);color:var(--ea-muted)}
.ea-messages{flex:1;min-height:0;overflow-y:auto;overscroll-behavior:contain;padding:var(--ea-space) calc(var(--ea-space) + 2px);display:flex;flex-direction:column;gap:var(--ea-space);background:linear-gradient(var(--ea-background),var(--ea-surface))}
.ea-date-chip{align-self:center;padding:2px 10px;border-radius:999px;background:var(--ea-surface);border:1px solid var(--ea-border);color:var(--ea-muted);font-size:11px;font-weight:550}
.ea-message{display:flex;align-items:flex-start;gap:8px;max-width:100%}
.ea-message--user{flex-direction:row-reverse}
.ea-message__body{display:flex;flex-direction:column;gap:3px;max-width:80%;min-width:0}
.ea-message--user .ea-message__body{align-items:flex-end}
.ea-bubble{padding:8px 12px;border-radius:14px;background:var(--ea-background);border:1px solid var(--ea-border);overflow-wrap:anywhere}
.ea-message--assistant .ea-bubble{border-bottom-left-radius:4px}
.ea-message--user .ea-bubble{background:var(--ea-primary);border-color:var(--ea-primary);color:var(--ea-primary-foreground);border-bottom-right-radius:4px}
.ea-plain{margin:0;white-space:pre-wrap}
.ea-bubble__image{display:block;max-width:100%;margin-top:8px;border-radius:8px}
.ea-markdown>:first-child{margin-top:0}.ea-markdown>:last-child{margin-bottom:0}
.ea-markdown p,.ea-markdown ul,.ea-markdown ol,.ea-markdown pre,.ea-markdown blockquote{margin:0 0 8px}
.ea-markdown ul,.ea-markdown ol{padding-left:20px}
.ea-markdown h1,.ea-markdown h2,.ea-markdown h3,.ea-markdown h4{margin:10px 0 6px;font-size:14px;font-weight:650}
.ea-markdown a{color:var(--ea-primary);text-decoration:underline;text-underline-offset:2px}
.ea-markdown code{padding:1px 4px;border-radius:4px;background:var(--ea-surface);font:12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
.ea-markdown pre{padding:8px;border-radius:8px;background:var(--ea-surface);overflow-x:auto}
.ea-markdown pre code{padding:0;background:none}
.ea-markdown blockquote{padding-left:10px;border-left:3px solid var(--ea-border);color:var(--ea-muted)}
.ea-markdown table{border-collapse:collapse;font-size:13px}.ea-markdown td,.ea-markdown th{border:1px solid var(--ea-border);padding:3px 6px}
.ea-caret{display:inline-block;width:7px;height:14px;margin-left:2px;vertical-align:-2px;background:var(--ea-primary);animation:ea-blink 1s steps(2) infinite}
@keyframes ea-blink{50%{opacity:0}}
.ea-message__meta{display:flex;align-items:center;gap:10px;padding:0 4px;color:var(--ea-muted);font-size:11px}
.ea-message__stopped{padding:0 6px;border:1px solid var(--ea-border);border-radius:999px;font-style:italic}
.ea-link-button{display:inline-flex;align-items:center;gap:4px;padding:0;border:0;background:none;color:var(--ea-primary);font-size:11px;font-weight:550;cursor:pointer;text-decoration:underline;text-underline-offset:2px}
.ea-link-button:disabled{color:var(--ea-muted);cursor:default}
.ea-sources{padding:0 4px;font-size:12px}
.ea-sources__toggle{display:inline-flex;align-items:center;gap:2px;padding:2px 0;border:0;background:none;color:var(--ea-muted);font-size:12px;font-weight:550;cursor:pointer}
.ea-sources__toggle[aria-expanded=true] .ea-sources__chevron{transform:rotate(90deg)}
.ea-sources__list{margin:4px 0 0;padding:8px 10px;list-style:none;display:grid;gap:4px;border-radius:8px;background:var(--ea-background);border:1px solid var(--ea-border)}
.ea-sources__label{color:var(--ea-muted);font-weight:550}
.ea-empty{display:flex;flex-direction:column;gap:10px;padding:4px 0 0 36px}
.ea-empty__project{margin:0;color:var(--ea-muted);font-size:12px}
.ea-empty__project strong{color:var(--ea-foreground);font-weight:600}
.ea-chips{display:flex;flex-wrap:wrap;gap:6px}
.ea-chip{padding:6px 12px;border:1px solid var(--ea-border);border-radius:999px;background:var(--ea-background);color:var(--ea-accent-foreground);font-size:12.5px;font-weight:550;cursor:pointer}
.ea-chip:hover{background:var(--ea-accent);border-color:var(--ea-ring)}
.ea-typing{display:flex;align-items:center;gap:8px;padding-left:36px;color:var(--ea-muted);font-size:12.5px}
.ea-typing__dots{display:inline-flex;gap:3px;padding:9px 10px;border-radius:12px;background:var(--ea-background);border:1px solid var(--ea-border)}
.ea-typing__dots span{width:6px;height:6px;border-radius:50%;background:var(--ea-primary);animation:ea-bounce 1.2s infinite ease-in-out}
.ea-typing__dots span:nth-child(2){animation-delay:.15s}.ea-typing__dots span:nth-child(3){animation-delay:.3s}
@keyframes ea-bounce{0%,80%,100%{opacity:.35;transform:none}40%{opacity:1;transform:translateY(-3px)}}
.ea-composer{display:flex;flex-direction:column;gap:8px;padding:calc(var(--ea-space) - 2px) var(--ea-space);border-top:1px solid var(--ea-border);background:var(--ea-background)}
.ea-input{display:flex;align-items:flex-end;gap:8px}
.ea-input textarea{flex:1;min-height:40px;max-height:120px;padding:9px 12px;border:1px solid var(--ea-border);border-radius:12px;background:var(--ea-background);color:var(--ea-foreground);font:inherit;resize:none;field-sizing:content}
.ea-input textarea:focus{outline:none;border-color:var(--ea-ring);box-shadow:0 0 0 3px rgb(16 185 129 / .18)}
.ea-send,.ea-speak{display:inline-flex;align-items:center;justify-content:center;gap:8px;border:0;border-radius:12px;background:var(--ea-primary);color:var(--ea-primary-foreground);cursor:pointer}
.ea-send{flex:none;width:40px;height:40px}
.ea-speak{width:100%;height:44px;font-weight:600}
.ea-send:hover:not(:disabled),.ea-speak:hover:not(:disabled){background:var(--ea-primary-hover)}
.ea-send:disabled,.ea-speak:disabled{opacity:.45;cursor:not-allowed}
.ea-modes{display:flex;justify-content:center;gap:4px}
.ea-mode{display:inline-flex;align-items:center;gap:5px;padding:4px 10px;border:1px solid transparent;border-radius:999px;background:none;color:var(--ea-muted);font-size:12px;font-weight:550;cursor:pointer}
.ea-mode:hover{background:var(--ea-surface)}
.ea-mode[aria-pressed=true]{background:var(--ea-accent);border-color:rgb(16 185 129 / .35);color:var(--ea-accent-foreground)}
.ea-dialog{width:min(24rem,calc(100vw - 32px));max-height:calc(100dvh - 32px);padding:0;border:0;border-radius:12px;background:var(--ea-background);color:var(--ea-foreground);box-shadow:0 16px 40px -8px rgb(16 24 40 / .35);font:14px/1.5 var(--ea-font)}
.ea-dialog::backdrop{background:rgb(11 18 21 / .45)}
.ea-dialog__body{display:flex;flex-direction:column;gap:10px;padding:18px}
.ea-dialog__title{margin:0;font-size:16px;font-weight:650;line-height:1.3}
.ea-dialog__description{margin:0;color:var(--ea-muted);font-size:13px}
.ea-dialog__actions{display:flex;justify-content:flex-end;gap:8px;margin-top:4px}
.ea-button{height:36px;padding:0 14px;border-radius:8px;font-size:13px;font-weight:600;cursor:pointer}
.ea-button--primary{border:0;background:var(--ea-primary);color:var(--ea-primary-foreground)}
.ea-button--primary:hover:not(:disabled){background:var(--ea-primary-hover)}
.ea-button--outline{border:1px solid var(--ea-border);background:var(--ea-background)}
.ea-button--outline:hover{background:var(--ea-surface)}
.ea-button:disabled{opacity:.45;cursor:not-allowed}
.ea-feedback{display:flex;flex-direction:column;gap:8px}
.ea-feedback__preview{margin:0;padding:8px 10px;border-left:3px solid var(--ea-primary);border-radius:6px;background:var(--ea-surface);color:var(--ea-muted);font-size:12.5px}
.ea-feedback__label{font-size:13px;font-weight:600}
.ea-feedback__text{width:100%;padding:8px 10px;border:1px solid var(--ea-border);border-radius:8px;font:inherit;resize:vertical}
.ea-feedback__text:focus{outline:none;border-color:var(--ea-ring);box-shadow:0 0 0 3px rgb(16 185 129 / .18)}
.ea-feedback__speak{align-self:flex-start;font-size:12px}
.ea-toasts{position:fixed;top:0;right:0;z-index:calc(var(--ea-z) + 1);display:flex;flex-direction:column;gap:8px;width:100%;max-height:100vh;margin:0;padding:16px;list-style:none;outline:none;pointer-events:none}
@media (min-width:768px){.ea-toasts{max-width:420px}}
@media (min-width:900px){.ea-toasts[data-beside-panel]{top:auto;bottom:72px;right:calc(min(var(--ea-panel-width),100vw - 40px) + var(--ea-offset-x));flex-direction:column-reverse}
:host([position=bottom-left]) .ea-toasts[data-beside-panel]{right:auto;left:calc(min(var(--ea-panel-width),100vw - 40px) + var(--ea-offset-x))}}
.ea-toast{pointer-events:auto;display:flex;touch-action:pan-y;transition:transform .2s ease-out;align-items:flex-start;gap:10px;padding:14px 14px 14px 16px;border:1px solid var(--ea-border);border-radius:10px;background:var(--ea-background);box-shadow:0 10px 30px -10px rgb(16 24 40 / .3);animation:ea-rise .18s ease-out}
.ea-toast--destructive{border-color:var(--ea-destructive);background:var(--ea-destructive);color:#fff}
.ea-toast[data-swiping]{transition:none;animation:none}
.ea-toast__text{flex:1;min-width:0}
.ea-toast__title{font-size:13.5px;font-weight:650}
.ea-toast__description{font-size:13px;opacity:.9}
.ea-toast__close{display:grid;place-items:center;width:24px;height:24px;padding:0;border:0;border-radius:6px;background:none;cursor:pointer;opacity:.7}
.ea-toast__close:hover{opacity:1}
.ea-root[data-layout=fullpage]{height:100%}
.ea-root[data-layout=fullpage] .ea-panel{position:static;width:100%;height:100%;max-width:none;border:0;border-radius:0;box-shadow:none;animation:none}
@media (prefers-reduced-motion:reduce){.ea-panel,.ea-toast,.ea-caret,.ea-typing__dots span{animation:none}}
`;

/** All the widget's CSS, placed in its shadow root: nothing leaks into the host page or in from it. */
export const widgetStyles = launcherStyles + base + voiceStyles + callStyles;

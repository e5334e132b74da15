import type { WidgetLayout } from '../components/widget-config';
import type { WidgetLabelOverrides } from '../labels/catalogue';

/** The custom element's tag name. */
export const ELEMENT_NAME = 'energy-advisor';

/** Every DOM event the element dispatches is named `energy-advisor:<type>`. */
export const EVENT_PREFIX = 'energy-advisor:';

/** The attributes `<energy-advisor>` observes. */
export const ATTRIBUTE_NAMES = [
  'project-id',
  'job-id',
  'user-id',
  'identity-token',
  'api-base',
  'open',
  'allowed-origins',
  'layout',
  'theme',
  'position',
  'labels',
  'locale',
] as const;

/** `theme`: light (default), dark, or auto (follows the system's colour scheme, live). */
export type WidgetTheme = 'light' | 'dark' | 'auto';

/** `position`: the corner of the launcher and panel. */
export type WidgetPosition = 'bottom-right' | 'bottom-left';

/** The element's attributes as widget settings. */
export interface WidgetAttributes {
  /** `project-id`: the project the visitor asks about. */
  projectId?: string | undefined;
  /** `job-id`: a job id, used as the project key when there is no project id. */
  jobId?: string | undefined;
  /** `user-id`: the visitor; without it the widget keeps an anonymous id per browser. */
  userId?: string | undefined;
  /**
   * `identity-token`: proof of `user-id` from the host's own server, an HS256 JWT `{ sub: userId, exp }`
   * signed with the API's IDENTITY_SECRET. With it the visitor sees all of that user's conversations
   * (on any device); without it only those this browser started. Never put the secret in a page.
   */
  identityToken?: string | undefined;
  /** `api-base`: the API's origin (and optional path); defaults to the origin the script came from. */
  apiBase?: string | undefined;
  /** `open`: present (and not "false") expands the panel; the element reflects the visitor's toggles. */
  open?: boolean | undefined;
  /**
   * `allowed-origins`: origins (comma or space separated) whose parent-window messages are accepted,
   * besides the page's own origin.
   */
  allowedOrigins?: string | undefined;
  /**
   * `layout`: `floating` (default: the launcher at the bottom right and a floating panel) or
   * `fullpage` (no launcher; the panel fills the element, which the page sizes, and stays open).
   */
  layout?: WidgetLayout | undefined;
  /** `theme`: `light` (default), `dark` or `auto` (follows `prefers-color-scheme`, switching live). */
  theme?: WidgetTheme | undefined;
  /** `position`: `bottom-right` (default) or `bottom-left`; offsets and sizes are CSS custom properties. */
  position?: WidgetPosition | undefined;
  /**
   * `labels`: overrides of the widget's strings by key (see `DEFAULT_LABELS`): an object, or JSON
   * text (the attribute). Invalid JSON is a console warning and the defaults.
   */
  labels?: WidgetLabelOverrides | string | undefined;
  /** `locale`: the language tag dates and times are written in (Intl); default `en-AU`. */
  locale?: string | undefined;
}

const text = (element: Element, name: string): string | undefined => {
  const value = element.getAttribute(name)?.trim();
  return value ? value : undefined;
};

/**
 * Reads the element's attributes; a missing `api-base` becomes `defaultApiBase`. `theme` and
 * `position` are read by the widget's CSS from the host (`:host([theme=dark])`), `labels` by
 * `elementLabelSources`.
 */
export function readAttributes(element: Element, defaultApiBase: string): WidgetAttributes {
  const open = element.getAttribute('open');
  return {
    projectId: text(element, 'project-id'),
    jobId: text(element, 'job-id'),
    userId: text(element, 'user-id'),
    identityToken: text(element, 'identity-token'),
    apiBase: text(element, 'api-base') ?? defaultApiBase,
    open: open !== null && open.trim().toLowerCase() !== 'false',
    allowedOrigins: text(element, 'allowed-origins'),
    layout: text(element, 'layout') === 'fullpage' ? 'fullpage' : 'floating',
    locale: text(element, 'locale'),
  };
}

/** The origin of a script URL when it is http(s), else '' (the page's own origin). */
export function originOf(url: string | undefined): string {
  if (!url) return '';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : '';
  } catch {
    return '';
  }
}

/**
 * Dispatches a widget event on the element as a bubbling, composed CustomEvent named
 * `energy-advisor:<type>` whose detail is the event without its type.
 */
export function dispatchWidgetEvent(element: Element, event: { type: string; [detail: string]: unknown }): void {
  const { type, ...detail } = event;
  element.dispatchEvent(new CustomEvent(EVENT_PREFIX + type, { detail, bubbles: true, composed: true }));
}

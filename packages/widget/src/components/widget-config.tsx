import { createContext, useContext } from 'react';
import { DEFAULT_LABELS, DEFAULT_LOCALE, type WidgetLabels } from '../labels';

/** How the widget sits on the page: a launcher with a floating panel, or the panel filling its container. */
export type WidgetLayout = 'floating' | 'fullpage';

/** Settings of one widget that components read (never the network). */
export interface WidgetConfig {
  /** The API's absolute base URL; message images load only from its origin. */
  apiBase: string;
  /** Characters per second of the assistant's typing effect (the widget uses 180). */
  typingCps: number;
  /** `floating` (launcher + panel) or `fullpage` (the panel fills the widget's container). */
  layout?: WidgetLayout | undefined;
  /** Every visible string (the catalogue with the host's overrides); default the catalogue. */
  labels?: WidgetLabels | undefined;
  /** The locale dates and times are written in (Intl); default en-AU. */
  locale?: string | undefined;
  /** Render the floating panel hidden before its first open, so that opening only reveals it. */
  prerender?: boolean | undefined;
}

const WidgetConfigContext = createContext<WidgetConfig>({ apiBase: '', typingCps: 180 });

/** Provides the widget's settings to its components. */
export const WidgetConfigProvider = WidgetConfigContext.Provider;

/** The settings of the widget this component belongs to. */
export function useWidgetConfig(): WidgetConfig {
  return useContext(WidgetConfigContext);
}

/** The labels of the widget this component belongs to (the catalogue outside a widget). */
export function useLabels(): WidgetLabels {
  return useContext(WidgetConfigContext).labels ?? DEFAULT_LABELS;
}

/** The locale of the widget this component belongs to (en-AU outside a widget). */
export function useLocale(): string {
  return useContext(WidgetConfigContext).locale ?? DEFAULT_LOCALE;
}

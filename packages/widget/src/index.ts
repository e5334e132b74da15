/**
 * @energy-advisor/widget — the Energy Advisor chat widget. This entry is side-effect free: it
 * registers nothing until `defineEnergyAdvisor()` is called. The script-tag bundle and the element
 * entry are built from the same parts.
 */
export { EnergyAdvisor, type EnergyAdvisorProps } from './element/energy-advisor';
export { defineEnergyAdvisor } from './element/define-element';
export { ELEMENT_NAME, EVENT_PREFIX, ATTRIBUTE_NAMES, type WidgetAttributes, type WidgetPosition, type WidgetTheme } from './element/attributes';
export { DEFAULT_LABELS, type LabelKey, type WidgetLabelOverrides, type WidgetLabels } from './labels/catalogue';
export type { WidgetLayout } from './components/widget-config';
export type { WidgetProps } from './element/widget-shell';
export type { ChatCitation, ChatMessage, EnergyAdvisorApi, EnergyAdvisorElement, WidgetEvent, WidgetEventOf, WidgetIdentity } from './public-types';
export { WIDGET_CONSTANTS } from './constants';

export { DEFAULT_LABELS, formatLabel, type LabelKey, type WidgetLabelOverrides, type WidgetLabels } from './catalogue';
export { parseLabels, resolveLabels } from './parse-labels';
export { DEFAULT_LOCALE, formatDate, formatTime, resolveLocale } from './locale';

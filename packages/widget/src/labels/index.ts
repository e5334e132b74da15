export { DEFAULT_LABELS, formatLabel, label, labelText, type LabelKey, type LabelText, type WidgetLabelOverrides, type WidgetLabels } from './catalogue';
export { parseLabels, resolveLabels } from './parse-labels';
export { DEFAULT_LOCALE, formatDate, formatTime, resolveLocale } from './locale';

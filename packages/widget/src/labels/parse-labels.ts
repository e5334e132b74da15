import { DEFAULT_LABELS, type LabelKey, type WidgetLabelOverrides, type WidgetLabels } from './catalogue';

const isKey = (key: string): key is LabelKey => Object.prototype.hasOwnProperty.call(DEFAULT_LABELS, key);

/**
 * The overrides a host gave (the `labels` property: an object; the `labels` attribute: JSON text).
 * Rules: text that is not JSON, or JSON that is not an object, is a console warning and no
 * overrides; an unknown key or a value that is not a non-blank string is a warning and skipped;
 * never an exception (a host's typo must not break its page).
 */
export function parseLabels(value: unknown): WidgetLabelOverrides {
  if (value === undefined || value === null || value === '') return {};
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      console.warn('energy-advisor: the labels attribute is not JSON; the default labels are used');
      return {};
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    console.warn('energy-advisor: labels must be an object of label keys to strings; the default labels are used');
    return {};
  }
  const overrides: Partial<Record<LabelKey, string>> = {};
  for (const [key, text] of Object.entries(parsed)) {
    if (!isKey(key)) console.warn(`energy-advisor: unknown label ${JSON.stringify(key)} is ignored`);
    else if (typeof text !== 'string' || text.trim() === '') console.warn(`energy-advisor: label ${key} must be a non-blank string; the default is used`);
    else overrides[key] = text;
  }
  return overrides;
}

/** The catalogue with a host's overrides (each source parsed by {@link parseLabels}; later ones win). */
export function resolveLabels(...sources: unknown[]): WidgetLabels {
  return Object.assign({}, DEFAULT_LABELS, ...sources.map(parseLabels)) as WidgetLabels;
}

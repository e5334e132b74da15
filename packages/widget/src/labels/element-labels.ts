const assigned = new WeakMap<HTMLElement, unknown>();

/**
 * Gives an element class the `labels` property (`element.labels = { newChat: 'Start over' }`):
 * setting it re-renders the element as an attribute change does (`attributeChangedCallback`).
 * Kept free of the catalogue: the script-tag loader uses it and stays small.
 */
export function installLabelsProperty(prototype: HTMLElement): void {
  Object.defineProperty(prototype, 'labels', {
    configurable: true,
    get(this: HTMLElement) {
      return assigned.get(this);
    },
    set(this: HTMLElement & { attributeChangedCallback?: () => void }, value: unknown) {
      assigned.set(this, value);
      this.attributeChangedCallback?.();
    },
  });
}

/**
 * Where an element's label overrides come from, in order (later wins): its `labels` attribute
 * (JSON text), then its `labels` property. The widget parses them (`resolveLabels`).
 */
export function elementLabelSources(element: HTMLElement): unknown[] {
  return [element.getAttribute('labels') ?? undefined, assigned.get(element)];
}

/** The launcher's label among `sources` (the loader's launcher shows before the catalogue loads). */
export function launcherLabel(sources: unknown[], fallback: string): string {
  let label = fallback;
  for (const source of sources) {
    try {
      const launcher = ((typeof source === 'string' ? JSON.parse(source) : source) as { launcher?: unknown } | undefined)?.launcher;
      if (typeof launcher === 'string' && launcher.trim()) label = launcher;
    } catch {
      // not JSON: the widget warns about it once it has loaded
    }
  }
  return label;
}

/** A stored JSON column's value, or `fallback` when the row holds something that is not JSON. */
export function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

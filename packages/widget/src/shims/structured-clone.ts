/**
 * Bundle shim for `@ungap/structured-clone` (used by mdast-util-to-hast and hast-util-sanitize on
 * plain syntax-tree data): every browser the widget supports has the native function.
 */
export default function structuredCloneShim<T>(value: T): T {
  return globalThis.structuredClone(value);
}

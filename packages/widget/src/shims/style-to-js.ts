/**
 * Bundle shim for `style-to-js` (hast-util-to-jsx-runtime's style-attribute parser): the sanitize
 * schema never lets a `style` attribute through, so assistant text gets no inline styles at all.
 */
export default function styleToJsShim(): Record<string, string> {
  return {};
}

/**
 * @energy-advisor/widget — the <energy-advisor> chat widget. This side-effect-free entry is what
 * npm users import; the element and the script-tag bundle are built from it.
 */
export { WIDGET_CONSTANTS } from './constants';

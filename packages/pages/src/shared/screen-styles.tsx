import { widgetStyles } from '@energy-advisor/widget/parts';
import './screens.css';

/**
 * The CSS of the widget's parts (message list, bubbles, input, toasts, recording bar) for a
 * hosted screen, which renders them in the page rather than in a shadow root. React 19 hoists
 * the style element into the head once, however many screens render it.
 */
export function ScreenStyles() {
  return (
    <style href="energy-advisor-widget-parts" precedence="default">
      {widgetStyles}
    </style>
  );
}

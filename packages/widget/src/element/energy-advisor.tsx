import { forwardRef, useCallback, useImperativeHandle, useState } from 'react';
import { createPortal } from 'react-dom';
import { createWidgetController } from '../api/controller';
import type { EnergyAdvisorApi } from '../public-types';
import { WidgetShell, type WidgetProps } from './widget-shell';

/** Props of {@link EnergyAdvisor}: the element's attributes as props, plus callbacks. */
export interface EnergyAdvisorProps extends Omit<WidgetProps, 'controller'> {
  /** Called when the visitor opens or closes the panel. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** A class for the (empty, layout-neutral) host element. */
  className?: string | undefined;
}

/**
 * The Energy Advisor chat widget as a React component: a launcher at the bottom right that opens
 * the chat panel. It renders into its own shadow root, so the host's CSS cannot reach it and its
 * CSS stays inside. Set `apiBase` when the API is on another origin than the page. Its ref is the
 * widget's imperative API ({@link EnergyAdvisorApi}: `open()`, `send(text)`, `ready`, `on(...)`, ...).
 *
 * @example
 * const advisor = useRef<EnergyAdvisorApi>(null);
 * <EnergyAdvisor ref={advisor} projectId="demo-project" userId="test-user" apiBase="https://advisor.example.com" />;
 * advisor.current?.send('How do I reach 7 stars?');
 */
export const EnergyAdvisor = forwardRef<EnergyAdvisorApi, EnergyAdvisorProps>(function EnergyAdvisor(
  { className, onOpenChange, onEvent, theme, position, ...props },
  ref,
) {
  const [shadowRoot, setShadowRoot] = useState<ShadowRoot | null>(null);
  const [controller] = useState(createWidgetController);
  useImperativeHandle(ref, () => controller.api, [controller]);
  const attach = useCallback((host: HTMLDivElement | null) => {
    if (host) setShadowRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  return (
    // theme and position are attributes of the shadow host, where the widget's CSS reads them (:host([theme=dark]))
    <div ref={attach} className={className} data-energy-advisor="" {...{ theme, position }}>
      {shadowRoot &&
        createPortal(
          <WidgetShell
            {...props}
            controller={controller}
            onEvent={(event) => {
              if (event.type === 'open') onOpenChange?.(event.open);
              onEvent?.(event);
            }}
          />,
          shadowRoot,
        )}
    </div>
  );
});

import { type RefObject, useEffect } from 'react';

/**
 * Marks a horizontally scrolling element with `data-more-start` / `data-more-end` while content is
 * hidden past that edge, so CSS can fade the edge; and scrolls the current link into view once.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, currentKey: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const maxScroll = element.scrollWidth - element.clientWidth;
      element.toggleAttribute('data-more-start', element.scrollLeft > 1);
      element.toggleAttribute('data-more-end', element.scrollLeft < maxScroll - 1);
    };
    const current = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) {
      const target = current.offsetLeft - (element.clientWidth - current.offsetWidth) / 2;
      element.scrollLeft = Math.max(0, target);
    }
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref, currentKey]);
}

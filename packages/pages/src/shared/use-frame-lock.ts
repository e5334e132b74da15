import { useEffect, useState } from 'react';

/**
 * In a frame, page scrolling is locked (/chat and /agent-fullpage): the document never scrolls,
 * the message list scrolls itself. Answers whether the page is framed.
 */
export function useFrameLock(): boolean {
  const [framed] = useState(() => typeof window !== 'undefined' && window.parent !== window);
  useEffect(() => {
    if (!framed) return;
    const { documentElement, body } = document;
    const before = [documentElement.style.overflow, body.style.overflow] as const;
    documentElement.style.overflow = 'hidden';
    body.style.overflow = 'hidden';
    return () => {
      documentElement.style.overflow = before[0];
      body.style.overflow = before[1];
    };
  }, [framed]);
  return framed;
}

import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** How far below the screen a section starts loading: about a screen ahead of the reader's scrolling. */
const LOAD_AHEAD = '100% 0px';

/**
 * Shows `placeholder` until it comes within a screen of the viewport, then `children` for good: below-the-fold
 * sections whose code is heavy (the stylist carousel) are not downloaded by a visitor who never scrolls to them.
 * Without IntersectionObserver (old browsers, some test environments) the children show at once; the build-time
 * prerender (no window) keeps the placeholder, which the app shows too until the reader comes near.
 */
export function NearViewport({
  placeholder,
  children,
}: {
  placeholder: (ref: (node: HTMLElement | null) => void) => ReactNode;
  children: ReactNode;
}) {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  const watch = useCallback((node: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!node) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.current?.disconnect();
        setNear(true);
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.current.observe(node);
  }, []);
  if (near) return children;
  return placeholder(watch);
}

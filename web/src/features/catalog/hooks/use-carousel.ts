import { useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { BANNER_AUTOPLAY_MS } from '@zlota/shared/constants';
import { hasNavigation, slidesToLoad, swipeStep, wrapIndex } from '../utils/carousel-index';

/**
 * A circular carousel (spec §2/§9): autoplay every 5000 ms with more than one slide, paused while
 * hovered or focused from the keyboard and by the pause button (WCAG 2.2.2), and a 20 px pointer swipe.
 */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const current = wrapIndex(index, count);
  const navigable = hasNavigation(count);
  const rotating = navigable && playing && !hovered && !focused;

  const goTo = useCallback(
    (target: number) => {
      const next = wrapIndex(target, count);
      setIndex(next);
      setSeen((previous) => (previous.has(next) ? previous : new Set(previous).add(next)));
    },
    [count],
  );

  // Restarts on every change of slide, so a manual move also gets its full 5 seconds.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => goTo(current + 1), BANNER_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, goTo]);

  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (startX.current === null || !navigable) return;
      const step = swipeStep(event.clientX - startX.current);
      startX.current = null;
      if (step === 0) return;
      swiped.current = true;
      goTo(current + step);
    },
    onPointerCancel: () => {
      startX.current = null;
    },
    // A swipe that ends on the support link must not also follow it.
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  const pause = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    // Only keyboard focus pauses: a mouse click inside would otherwise stop the carousel until the next click elsewhere.
    onFocus: (event: FocusEvent) => setFocused(event.target instanceof Element && event.target.matches(':focus-visible')),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    current,
    navigable,
    playing,
    rotating,
    loaded: slidesToLoad(current, count, seen),
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    togglePlaying: () => setPlaying((value) => !value),
    swipe,
    pause,
  };
}

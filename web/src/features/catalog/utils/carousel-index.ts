import { CAROUSEL_SWIPE_THRESHOLD_PX } from '@zlota/shared/constants';

/** Circular carousel (spec §2): any index maps into 0…count−1; an empty carousel stays at 0. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Spec §2: autoplay and navigators only with more than one slide. */
export const hasNavigation = (count: number) => count > 1;

/** A swipe of at least the threshold moves one slide: leftwards → next (+1), rightwards → previous (−1). */
export function swipeStep(deltaX: number, threshold = CAROUSEL_SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (deltaX <= -threshold) return 1;
  if (deltaX >= threshold) return -1;
  return 0;
}

/** The slides whose images are worth loading: the one shown, those already seen, and the next (preloaded). */
export function slidesToLoad(current: number, count: number, seen: ReadonlySet<number>): Set<number> {
  const load = new Set(seen);
  if (count > 0) {
    load.add(wrapIndex(current, count));
    if (hasNavigation(count)) load.add(wrapIndex(current + 1, count));
  }
  return load;
}

export const slideLabel = (index: number, count: number) => `Slajd ${index + 1} z ${count}`;

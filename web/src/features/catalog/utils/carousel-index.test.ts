import { describe, expect, it } from 'vitest';
import { hasNavigation, slideLabel, slidesToLoad, swipeStep, wrapIndex } from './carousel-index';

describe('carousel index arithmetic', () => {
  it('is circular in both directions', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(-5, 4)).toBe(3);
  });

  it('an empty carousel stays at the first slide', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('has navigators and autoplay only with more than one slide', () => {
    expect(hasNavigation(0)).toBe(false);
    expect(hasNavigation(1)).toBe(false);
    expect(hasNavigation(2)).toBe(true);
  });

  it('a swipe of 20 px or more moves one slide; less does nothing', () => {
    expect(swipeStep(-20)).toBe(1);
    expect(swipeStep(-19)).toBe(0);
    expect(swipeStep(19)).toBe(0);
    expect(swipeStep(20)).toBe(-1);
    expect(swipeStep(0)).toBe(0);
  });

  it('loads the shown slide, the seen ones and the next one', () => {
    expect([...slidesToLoad(3, 4, new Set([0]))].sort()).toEqual([0, 3]);
    expect([...slidesToLoad(1, 4, new Set([0]))].sort()).toEqual([0, 1, 2]);
    expect([...slidesToLoad(0, 1, new Set())]).toEqual([0]);
  });

  it('labels slides in Polish', () => {
    expect(slideLabel(0, 4)).toBe('Slajd 1 z 4');
  });
});

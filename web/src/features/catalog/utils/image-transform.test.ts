import { describe, expect, it } from 'vitest';
import { canZoomIn, canZoomOut, rotate, zoomIn, zoomOut, zoomPercent } from './image-transform';

describe('image preview transform', () => {
  it('zooms in 0.1 steps without drifting', () => {
    let zoom = 1;
    for (let i = 0; i < 3; i++) zoom = zoomIn(zoom);
    expect(zoom).toBe(1.3);
    expect(zoomOut(0.7)).toBe(0.6);
  });

  it('never goes beyond 0.5 or 1.5', () => {
    expect(zoomIn(1.5)).toBe(1.5);
    expect(zoomOut(0.5)).toBe(0.5);
    expect(canZoomIn(1.5)).toBe(false);
    expect(canZoomIn(1.4)).toBe(true);
    expect(canZoomOut(0.5)).toBe(false);
    expect(canZoomOut(0.6)).toBe(true);
  });

  it('reaches the limits in ten steps from 1', () => {
    let zoom = 1;
    for (let i = 0; i < 10; i++) zoom = zoomOut(zoom);
    expect(zoom).toBe(0.5);
    expect(zoomPercent(zoom)).toBe('50%');
  });

  it('rotates by 90° and comes back round', () => {
    expect(rotate(0)).toBe(90);
    expect(rotate(270)).toBe(0);
  });
});

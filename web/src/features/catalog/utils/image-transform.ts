import { IMAGE_ROTATE_STEP_DEG, IMAGE_ZOOM_MAX, IMAGE_ZOOM_MIN, IMAGE_ZOOM_STEP } from '@zlota/shared/constants';

// Spec §9: zoom in 0.1 steps between 0.5 and 1.5, rotate by 90°. Rounded so 0.1 steps never drift (0.30000000000000004).
const round = (value: number) => Math.round(value * 100) / 100;
const clampZoom = (zoom: number) => Math.min(IMAGE_ZOOM_MAX, Math.max(IMAGE_ZOOM_MIN, round(zoom)));

export const zoomIn = (zoom: number) => clampZoom(zoom + IMAGE_ZOOM_STEP);
export const zoomOut = (zoom: number) => clampZoom(zoom - IMAGE_ZOOM_STEP);
export const canZoomIn = (zoom: number) => round(zoom) < IMAGE_ZOOM_MAX;
export const canZoomOut = (zoom: number) => round(zoom) > IMAGE_ZOOM_MIN;
export const rotate = (degrees: number) => (degrees + IMAGE_ROTATE_STEP_DEG) % 360;

export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;

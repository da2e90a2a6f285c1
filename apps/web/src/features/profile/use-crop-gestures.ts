import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';

/** Viewport pixels per arrow-key press; with Shift, a bigger step for a quick move. */
const PAN_STEP = 10;
const PAN_STEP_LARGE = 40;
/** One press of + or - zooms by a tenth. */
const KEY_ZOOM_FACTOR = 1.1;
/** Per pixel scrolled: one mouse-wheel notch (about 100 px) zooms by about a fifth. */
const WHEEL_ZOOM_RATE = 0.002;
/** Firefox reports mouse wheels in lines, not pixels. */
const WHEEL_LINE_PX = 16;

type Point = { x: number; y: number };

type CropGestureHandlers = {
  /** Move the image by this many viewport pixels. */
  onPan: (dx: number, dy: number) => void;
  /** Multiply the zoom (above 1 zooms in). */
  onZoomBy: (factor: number) => void;
};

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function wheelZoomFactor(event: WheelEvent): number {
  const pixels = event.deltaMode === WheelEvent.DOM_DELTA_PIXEL ? event.deltaY : event.deltaY * WHEEL_LINE_PX;
  // Exponential, so scrolling up and back down the same amount returns to the same zoom.
  return Math.exp(-pixels * WHEEL_ZOOM_RATE);
}

/**
 * Drag (mouse, pen or one finger), two-finger pinch, wheel and keyboard input for the crop
 * viewport. Pointer events cover mouse and touch alike; the viewport sets `touch-action: none` so a
 * tablet does not scroll or zoom the page instead.
 */
export function useCropGestures(viewport: RefObject<HTMLElement | null>, { onPan, onZoomBy }: CropGestureHandlers) {
  const pointers = useRef(new Map<number, Point>());

  const zoomByWheel = useEffectEvent((event: WheelEvent) => {
    // React listens to wheel passively, so only a native listener may stop the modal from scrolling.
    event.preventDefault();
    onZoomBy(wheelZoomFactor(event));
  });

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    element.addEventListener('wheel', zoomByWheel, { passive: false });
    return () => element.removeEventListener('wheel', zoomByWheel);
  }, [viewport]);

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    // Keep receiving moves when the pointer leaves the viewport mid-drag.
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const active = pointers.current;
    const previous = active.get(event.pointerId);
    if (!previous) return;
    const current = { x: event.clientX, y: event.clientY };
    const other = [...active.entries()].find(([id]) => id !== event.pointerId)?.[1];
    active.set(event.pointerId, current);
    if (!other) {
      onPan(current.x - previous.x, current.y - previous.y);
      return;
    }
    // Two fingers: the spread between them zooms, and their midpoint (which moves half as far as
    // the finger that moved) pans.
    const before = distance(previous, other);
    if (before > 0) onZoomBy(distance(current, other) / before);
    onPan((current.x - previous.x) / 2, (current.y - previous.y) / 2);
  }

  function onPointerEnd(event: PointerEvent<HTMLElement>) {
    pointers.current.delete(event.pointerId);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    // Ctrl and Cmd with + and - zoom the browser page: leave those shortcuts alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const step = event.shiftKey ? PAN_STEP_LARGE : PAN_STEP;
    // Zoom keys are matched by position too: the Thai Kedmanee layout types ข and ช on the - and = keys.
    const isZoomIn = event.key === '+' || event.key === '=' || event.code === 'Equal' || event.code === 'NumpadAdd';
    const isZoomOut = event.key === '-' || event.code === 'Minus' || event.code === 'NumpadSubtract';
    if (isZoomIn) onZoomBy(KEY_ZOOM_FACTOR);
    else if (isZoomOut) onZoomBy(1 / KEY_ZOOM_FACTOR);
    else if (event.key === 'ArrowLeft') onPan(-step, 0);
    else if (event.key === 'ArrowRight') onPan(step, 0);
    else if (event.key === 'ArrowUp') onPan(0, -step);
    else if (event.key === 'ArrowDown') onPan(0, step);
    else return;
    event.preventDefault();
  }

  return { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd, onKeyDown };
}

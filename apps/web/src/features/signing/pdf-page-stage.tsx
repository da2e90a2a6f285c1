import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Image as KonvaImage, Layer, Line, Stage } from 'react-konva';
import {
  appendEraserPoint,
  appendPenPoint,
  ERASER_MARKER_COLOR,
  ERASER_MARKER_WIDTH,
  isDrawingPointer,
  PEN_COLOR,
  PEN_WIDTH,
  STAGE_WIDTH,
  type PenLine,
  type PointerFacts,
} from './pen-geometry.ts';
import { renderPage, type PDFPageProxy } from './pdf-document.ts';
import { afterNextPaint } from './after-next-paint.ts';
import { isPenResponsive } from './pen-responsiveness.ts';
import type { PageSize } from './page-size.ts';

export type Tool = 'pen' | 'eraser';

type Props = {
  index: number;
  page: PDFPageProxy;
  size: PageSize;
  zoom: number;
  tool: Tool;
  lines: readonly PenLine[];
  onStroke: (index: number, points: number[]) => void;
  onErase: (index: number, trail: number[]) => void;
  /** Each stroke's answer: whether its first point was shown in time (pen-responsiveness.ts). */
  onPenAnswer: (isResponsive: boolean) => void;
};

const StrokesLayer = memo(function StrokesLayer({ lines }: { lines: readonly PenLine[] }) {
  return (
    <Layer listening={false}>
      {lines.map((line) => (
        <Line
          key={line.id}
          points={line.points}
          stroke={line.stroke}
          strokeWidth={line.strokeWidth}
          lineCap="round"
          lineJoin="round"
          perfectDrawEnabled={false}
        />
      ))}
    </Layer>
  );
});

/**
 * One PDF page: its image, drawn once it scrolls near the view, and its strokes. Mouse and pen
 * draw through pointer events; a touch draws only as a stylus or with force (spec §4), read from
 * the touch events, so fingers keep scrolling and pinch-zooming the page.
 */
export function PdfPageStage({ index, page, size, zoom, tool, lines, onStroke, onErase, onPenAnswer }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<HTMLCanvasElement | null>(null);
  // A page far from the view is a white sheet of its size: its Konva stage (three canvases) is
  // made when it first comes near, so a long document does not build every page's before page 1.
  const [isNear, setNear] = useState(false);
  const [current, setCurrent] = useState<readonly number[] | null>(null);
  const active = useRef<{ points: readonly number[]; kind: 'pointer' | 'touch'; touchId?: number } | null>(null);
  const height = (STAGE_WIDTH * size.heightPt) / size.widthPt;

  // Render when near the viewport: long documents show their first page at once.
  useEffect(() => {
    const element = holder.current;
    if (!element || image) return;
    let isCancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
        void renderPage(page).then((canvas) => !isCancelled && setImage(canvas));
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      isCancelled = true;
      observer.disconnect();
    };
  }, [page, image]);

  // Native listeners: touchstart must be non-passive to keep a stylus from scrolling the page.
  const handlers = useRef({ zoom, tool, onStroke, onErase, onPenAnswer, index });
  useLayoutEffect(() => {
    handlers.current = { zoom, tool, onStroke, onErase, onPenAnswer, index };
  }, [zoom, tool, onStroke, onErase, onPenAnswer, index]);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const toStage = (clientX: number, clientY: number) => {
      const box = element.getBoundingClientRect();
      const z = handlers.current.zoom;
      return { x: (clientX - box.left) / z, y: (clientY - box.top) / z };
    };
    const begin = (kind: 'pointer' | 'touch', touchedAt: number, x: number, y: number, touchId?: number) => {
      if (active.current) finish(); // inconsistent state: end the stroke left open
      const { zoom: z, tool: t } = handlers.current;
      const points = t === 'pen' ? appendPenPoint([], x, y, z) : appendEraserPoint([], x, y);
      active.current = { points, kind, ...(touchId === undefined ? {} : { touchId }) };
      setCurrent(points);
      afterNextPaint((paintedAt) => handlers.current.onPenAnswer(isPenResponsive(touchedAt, paintedAt)));
      if (t === 'eraser') handlers.current.onErase(handlers.current.index, [...points]);
    };
    const extend = (x: number, y: number) => {
      const stroke = active.current;
      if (!stroke) return;
      const { zoom: z, tool: t } = handlers.current;
      const points = t === 'pen' ? appendPenPoint(stroke.points, x, y, z) : appendEraserPoint(stroke.points, x, y);
      if (points === stroke.points) return;
      stroke.points = points;
      setCurrent(points);
      if (t === 'eraser') handlers.current.onErase(handlers.current.index, [...points]);
    };
    const finish = () => {
      const stroke = active.current;
      active.current = null;
      setCurrent(null);
      if (stroke && handlers.current.tool === 'pen' && stroke.points.length >= 2) {
        handlers.current.onStroke(handlers.current.index, [...stroke.points]);
      }
    };

    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      if (!isDrawingPointer({ pointerType: event.pointerType })) return;
      event.preventDefault();
      element.setPointerCapture?.(event.pointerId);
      const p = toStage(event.clientX, event.clientY);
      begin('pointer', event.timeStamp, p.x, p.y);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || active.current?.kind !== 'pointer') return;
      for (const e of event.getCoalescedEvents?.() ?? [event]) {
        const p = toStage(e.clientX, e.clientY);
        extend(p.x, p.y);
      }
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (event.pointerType === 'touch' || active.current?.kind !== 'pointer') return;
      finish();
    };
    const touchFacts = (touch: Touch): PointerFacts => ({
      pointerType: 'touch',
      touchType: (touch as Touch & { touchType?: string }).touchType,
      force: touch.force,
    });
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!touch || event.touches.length > 1 || !isDrawingPointer(touchFacts(touch))) return;
      event.preventDefault();
      const p = toStage(touch.clientX, touch.clientY);
      begin('touch', event.timeStamp, p.x, p.y, touch.identifier);
    };
    const onTouchMove = (event: TouchEvent) => {
      const stroke = active.current;
      if (stroke?.kind !== 'touch') return;
      const touch = [...event.changedTouches].find((t) => t.identifier === stroke.touchId);
      if (!touch) return;
      event.preventDefault();
      const p = toStage(touch.clientX, touch.clientY);
      extend(p.x, p.y);
    };
    const onTouchEnd = (event: TouchEvent) => {
      const stroke = active.current;
      if (stroke?.kind !== 'touch') return;
      if ([...event.changedTouches].some((t) => t.identifier === stroke.touchId)) finish();
    };
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerup', onPointerEnd);
    element.addEventListener('pointercancel', onPointerEnd);
    element.addEventListener('pointerleave', onPointerEnd);
    element.addEventListener('touchstart', onTouchStart, { passive: false });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    return () => {
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerup', onPointerEnd);
      element.removeEventListener('pointercancel', onPointerEnd);
      element.removeEventListener('pointerleave', onPointerEnd);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
    };
  }, []);

  return (
    <div
      ref={holder}
      data-testid={`sign-page-${index + 1}`}
      data-rendered={image ? 'true' : 'false'}
      data-strokes={lines.length}
      style={{
        width: STAGE_WIDTH * zoom,
        height: height * zoom,
        background: 'white',
        boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
        touchAction: 'pan-x pan-y pinch-zoom',
        cursor: tool === 'pen' ? 'crosshair' : 'cell',
        flex: 'none',
      }}
    >
      {isNear && (
        <Stage width={STAGE_WIDTH * zoom} height={height * zoom} scaleX={zoom} scaleY={zoom} listening={false}>
          <Layer listening={false}>{image && <KonvaImage image={image} width={STAGE_WIDTH} height={height} />}</Layer>
          <StrokesLayer lines={lines} />
          <Layer listening={false}>
            {current && (
              <Line
                points={[...current]}
                stroke={tool === 'pen' ? PEN_COLOR : ERASER_MARKER_COLOR}
                strokeWidth={tool === 'pen' ? PEN_WIDTH : ERASER_MARKER_WIDTH}
                lineCap="round"
                lineJoin="round"
              />
            )}
          </Layer>
        </Stage>
      )}
    </div>
  );
}

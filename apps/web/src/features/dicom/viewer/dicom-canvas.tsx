// The image: drawn once per frame and window into a canvas at its own resolution, then zoomed,
// panned and filtered by CSS (cheap on every pointer move). One pointer pans or drags the window
// (by mode) or, in measure mode, a click or tap without a drag places a point; two pointers
// pinch-zoom; the wheel zooms.
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, type PointerEvent, type RefObject, type WheelEvent } from 'react';
import { renderToRgba } from '../decoder/render-rgba.ts';
import type { WindowLevel } from '../decoder/voi.ts';
import type { FrameResult } from './dicom-decode-protocol.ts';
import { toImagePoint, type ImagePoint } from './measurement.ts';
import { MeasurementOverlay } from './measurement-overlay.tsx';
import { ZOOM_IN_FACTOR, ZOOM_OUT_FACTOR } from './viewer-constants.ts';

export type PointerMode = 'pan' | 'window' | 'measure';

/** A press that moves less than this (screen pixels) is a click, not a drag. */
const CLICK_SLOP = 6;

type DicomCanvasProps = {
  current: FrameResult;
  window: WindowLevel;
  isMonochrome1: boolean;
  zoom: number;
  pan: { x: number; y: number };
  filter: string;
  mode: PointerMode;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  onPan: (dx: number, dy: number) => void;
  onWindow: (dCenter: number, dWidth: number) => void;
  onZoom: (factor: number) => void;
  /** Null when the file carries no pixel spacing: no measuring then. */
  spacingMm: readonly [number, number] | null;
  measurePoints: ImagePoint[];
  onMeasurePoint: (point: ImagePoint) => void;
};

export function DicomCanvas(props: DicomCanvasProps) {
  const { current, window, isMonochrome1, zoom, pan, filter, canvasRef } = props;
  const { ref: box, width: boxWidth, height: boxHeight } = useElementSize();
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const press = useRef<{ x: number; y: number; isClick: boolean } | null>(null);
  const { frame, voi } = current;

  useEffect(() => {
    const context = canvasRef.current?.getContext('2d');
    if (!context) return;
    const image = context.createImageData(frame.width, frame.height);
    renderToRgba(frame, voi, window, isMonochrome1, image.data);
    context.putImageData(image, 0, 0);
    performance.mark('dicom:painted');
  }, [canvasRef, frame, voi, window, isMonochrome1]);

  // Grey levels per screen pixel of drag: the whole value range over about 500 pixels.
  const range = frame.kind === 'gray' ? Math.max(1, (frame.max - frame.min) * Math.abs(voi.slope)) : 256;
  const sensitivity = range / 500;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    press.current = pointers.current.size === 1 ? { x: event.clientX, y: event.clientY, isClick: true } : null;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const map = pointers.current;
    const previous = map.get(event.pointerId);
    if (!previous) return;
    const start = press.current;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > CLICK_SLOP) start.isClick = false;
    if (map.size === 2) {
      const [a, b] = [...map.values()] as [{ x: number; y: number }, { x: number; y: number }];
      const other = a === previous ? b : a;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      if (before > 0) props.onZoom(after / before);
    } else if (props.mode === 'measure') {
      // Points are placed on release; a drag in measure mode does nothing.
    } else if (props.mode === 'pan') {
      props.onPan(event.clientX - previous.x, event.clientY - previous.y);
    } else {
      props.onWindow((event.clientY - previous.y) * sensitivity, (event.clientX - previous.x) * sensitivity);
    }
    map.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = press.current;
    const canvas = canvasRef.current;
    if (props.mode === 'measure' && start?.isClick && pointers.current.size === 1 && canvas) {
      props.onMeasurePoint(toImagePoint(event.clientX, event.clientY, canvas.getBoundingClientRect(), frame));
    }
    onPointerEnd(event);
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    press.current = null;
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) =>
    props.onZoom(event.deltaY < 0 ? ZOOM_IN_FACTOR : ZOOM_OUT_FACTOR);

  const fit = boxWidth && boxHeight ? Math.min(boxWidth / frame.width, boxHeight / frame.height) : 0;
  // The canvas and the measurement overlay share one placement, so the line follows zoom and pan.
  const placement = {
    position: 'absolute',
    left: '50%',
    top: '50%',
    width: frame.width * fit,
    height: frame.height * fit,
    transform: `translate(-50%, -50%) translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
  } as const;
  return (
    <div
      ref={box}
      data-testid="dicom-stage"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerEnd}
      onWheel={onWheel}
      style={{
        position: 'relative',
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        background: '#000',
        touchAction: 'none',
        cursor: props.mode === 'pan' ? 'grab' : 'crosshair',
      }}
    >
      <canvas
        ref={canvasRef}
        data-testid="dicom-canvas"
        width={frame.width}
        height={frame.height}
        style={{
          ...placement,
          filter,
          imageRendering: zoom * fit > 2 ? 'pixelated' : 'auto',
        }}
      />
      {props.spacingMm && (
        <MeasurementOverlay
          points={props.measurePoints}
          spacingMm={props.spacingMm}
          width={frame.width}
          height={frame.height}
          scale={fit * zoom}
          style={placement}
        />
      )}
    </div>
  );
}

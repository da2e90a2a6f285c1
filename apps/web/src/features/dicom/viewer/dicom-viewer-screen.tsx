// The loaded image with its controls: zoom (×1.2 / ×0.8 within 0.1–5), pan, window/level drag,
// brightness and contrast (applied 50 ms after the slider stops), frame slider, PNG download and
// the metadata sidebar.
import { Box, Group, Slider, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DicomMetadata } from '../decoder/metadata.ts';
import { initialWindow, type WindowLevel } from '../decoder/voi.ts';
import { DicomCanvas, type PointerMode } from './dicom-canvas.tsx';
import type { FrameResult } from './dicom-decode-protocol.ts';
import { DicomMetadataPanel } from './dicom-metadata-panel.tsx';
import { DicomToolbar } from './dicom-toolbar.tsx';
import { addPoint, type ImagePoint } from './measurement.ts';
import {
  clampZoom,
  cssFilter,
  downloadName,
  FILTER_DELAY_MS,
  ZOOM_IN_FACTOR,
  ZOOM_OUT_FACTOR,
} from './viewer-constants.ts';

type Props = {
  metadata: DicomMetadata;
  frameCount: number;
  frameIndex: number;
  isMonochrome1: boolean;
  current: FrameResult;
  onFrame: (index: number) => void;
};

export function DicomViewerScreen({ metadata, frameCount, frameIndex, isMonochrome1, current, onFrame }: Props) {
  const { t } = useTranslation('dicom');
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [mode, setMode] = useState<PointerMode>('pan');
  const [brightness, setBrightness] = useState(0);
  const [contrast, setContrast] = useState(0);
  const [isInfoOpen, setInfoOpen] = useState(true);
  const [measurePoints, setMeasurePoints] = useState<ImagePoint[]>([]);
  const spacingMm = metadata.pixelSpacingMm;
  const [window, setWindow] = useState<WindowLevel>(() => initialWindow(current.frame, current.voi).window);
  const [appliedBrightness] = useDebouncedValue(brightness, FILTER_DELAY_MS);
  const [appliedContrast] = useDebouncedValue(contrast, FILTER_DELAY_MS);
  const filter = cssFilter(appliedBrightness, appliedContrast);

  // A frame with its own window (enhanced multi-frame files) brings it along when it is shown.
  const frameWindow = current.voi.fileWindow;
  const [shownFrameWindow, setShownFrameWindow] = useState(frameWindow);
  if (frameWindow !== shownFrameWindow) {
    setShownFrameWindow(frameWindow);
    if (frameWindow) setWindow(frameWindow);
  }

  const reset = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
    setBrightness(0);
    setContrast(0);
    setWindow(initialWindow(current.frame, current.voi).window);
    setMeasurePoints([]);
  };

  const download = () => {
    const source = canvasRef.current;
    if (!source) return;
    // The picture as shown: window, brightness and contrast, at the image's own resolution.
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d');
    if (!context) return;
    context.filter = filter;
    context.drawImage(source, 0, 0);
    copy.toBlob((blob) => {
      if (!blob) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = downloadName();
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 1000);
    }, 'image/png');
  };

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column', background: '#111' }}>
      <DicomToolbar
        zoom={zoom}
        mode={mode}
        canMeasure={spacingMm !== null}
        brightness={brightness}
        contrast={contrast}
        isInfoOpen={isInfoOpen}
        onZoomIn={() => setZoom((z) => clampZoom(z * ZOOM_IN_FACTOR))}
        onZoomOut={() => setZoom((z) => clampZoom(z * ZOOM_OUT_FACTOR))}
        onReset={reset}
        onMode={setMode}
        onBrightness={setBrightness}
        onContrast={setContrast}
        onDownload={download}
        onToggleInfo={() => setInfoOpen((open) => !open)}
      />
      <div style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <DicomCanvas
          current={current}
          window={window}
          isMonochrome1={isMonochrome1}
          zoom={zoom}
          pan={pan}
          filter={filter}
          mode={mode}
          canvasRef={canvasRef}
          onPan={(dx, dy) => setPan((p) => ({ x: p.x + dx, y: p.y + dy }))}
          onWindow={(dCenter, dWidth) =>
            setWindow((w) => ({ center: w.center + dCenter, width: Math.max(1, w.width + dWidth) }))
          }
          onZoom={(factor) => setZoom((z) => clampZoom(z * factor))}
          spacingMm={spacingMm}
          measurePoints={measurePoints}
          onMeasurePoint={(point) => setMeasurePoints((points) => addPoint(points, point))}
        />
        {isInfoOpen && (
          <Box w={260} bg="white" style={{ overflowY: 'auto', flexShrink: 0 }}>
            <DicomMetadataPanel metadata={metadata} window={current.frame.kind === 'gray' ? window : null} />
          </Box>
        )}
      </div>
      {frameCount > 1 && (
        <Group p="xs" bg="dark.7" gap="md" wrap="nowrap">
          <Text size="xs" c="gray.3" w={110}>
            {t('controls.frame', { index: frameIndex + 1, count: frameCount })}
          </Text>
          <Slider
            aria-label={t('controls.frame', { index: frameIndex + 1, count: frameCount })}
            flex={1}
            min={1}
            max={frameCount}
            value={frameIndex + 1}
            onChange={(value) => onFrame(value - 1)}
          />
        </Group>
      )}
    </Box>
  );
}

import { Box, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CENTRED_VIEW,
  MAX_ZOOM,
  MIN_ZOOM,
  panView,
  sourceSquare,
  zoomView,
  type CropImage,
  type SourceSquare,
} from './avatar-crop.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { CropViewport } from './crop-viewport.tsx';

/** Fits a 320 px phone inside the modal's margins and padding, and is comfortable to drag on a tablet. */
const VIEWPORT_SIZE = 280;
const ZOOM_STEP = 0.01;

/** The cropper opens over the profile modal; its Modal.Stack gives Escape to the top one only. */
const STACK_ID = 'avatar-crop';

type CropperBodyProps = {
  image: CropImage;
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (source: SourceSquare) => void;
};

function CropperBody({ image, isSaving, onCancel, onConfirm }: CropperBodyProps) {
  const { t } = useTranslation('profile');
  const hintId = useId();
  // Starts centred at "cover": confirming at once gives the same centre square as before.
  const [view, setView] = useState(CENTRED_VIEW);
  const source = sourceSquare(image, VIEWPORT_SIZE, view);
  const zoomText = (zoom: number) => t('crop.zoomValue', { zoom: zoom.toFixed(1) });

  return (
    <Stack align="center" gap="md">
      <CropViewport
        image={image}
        size={VIEWPORT_SIZE}
        source={source}
        onPan={(dx, dy) => setView((current) => panView(image, VIEWPORT_SIZE, current, dx, dy))}
        onZoomBy={(factor) => setView((current) => zoomView(image, VIEWPORT_SIZE, current, current.zoom * factor))}
        label={t('crop.area')}
        descriptionId={hintId}
      />
      <Text id={hintId} fz="sm" c="dimmed" ta="center" maw={VIEWPORT_SIZE + 40}>
        {t('crop.hint')}
      </Text>
      <Group w="100%" gap="sm" wrap="nowrap">
        <Text fz="sm" fw={500} aria-hidden="true">
          {t('crop.zoom')}
        </Text>
        <Slider
          flex={1}
          min={MIN_ZOOM}
          max={MAX_ZOOM}
          step={ZOOM_STEP}
          value={view.zoom}
          onChange={(zoom) => setView((current) => zoomView(image, VIEWPORT_SIZE, current, zoom))}
          label={zoomText}
          thumbLabel={t('crop.zoom')}
          thumbValueText={zoomText}
        />
      </Group>
      {/* Full width: the body centres the viewport, the footer keeps to the right like every dialog's. */}
      <Box w="100%">
        <DialogFooter
          cancelLabel={t('crop.cancel')}
          onCancel={onCancel}
          confirmLabel={t('crop.confirm')}
          onConfirm={() => onConfirm(source)}
          isLoading={isSaving}
        />
      </Box>
    </Stack>
  );
}

type AvatarCropperProps = {
  opened: boolean;
  /** Kept after closing so the modal does not empty out while it fades away. */
  image: CropImage | null;
  /** The crop is being encoded: the modal stays open until it is done. */
  isSaving: boolean;
  onCancel: () => void;
  onConfirm: (source: SourceSquare) => void;
};

/** Frames a chosen picture: pan and zoom within a square, then confirm or cancel. */
export function AvatarCropper({ opened, image, isSaving, onCancel, onConfirm }: AvatarCropperProps) {
  const { t } = useTranslation('profile');
  return (
    <Modal
      opened={opened}
      // Escape, the close button and the overlay all end here; none may drop a crop being encoded.
      onClose={() => {
        if (!isSaving) onCancel();
      }}
      stackId={STACK_ID}
      title={
        <Text fw={700} fz="lg">
          {t('crop.title')}
        </Text>
      }
      centered
      size="auto"
      closeButtonProps={{ 'aria-label': t('common:actions.close'), disabled: isSaving }}
    >
      {/* A new picture (a new URL) starts again from the centred view. */}
      {image && (
        <CropperBody key={image.url} image={image} isSaving={isSaving} onCancel={onCancel} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../lib/initials.ts';
import { Icon } from '../../ui/icon.tsx';
import {
  AVATAR_MAX_SIZE,
  cropAvatar,
  isImageFile,
  loadCropImage,
  releaseCropImage,
  type CropImage,
  type SourceSquare,
} from './avatar-crop.ts';
import { AvatarCropper } from './avatar-cropper.tsx';
import { contentUrlQuery } from '../files/files.api.ts';

export type AvatarChoice = { image: Blob; previewUrl: string };

/** A picture being framed in the cropper; it outlives the modal's closing fade. */
type Framing = { file: File; image: CropImage; isOpen: boolean };

function toDataUrl(image: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(image);
  });
}

type AvatarPickerProps = {
  contentId: number | null;
  nameEn: string;
  nameTh: string;
  choice: AvatarChoice | null;
  onChoose: (choice: AvatarChoice) => void;
  disabled?: boolean;
};

/**
 * Spec access §2 and §5: only images. The chosen picture is framed in the cropper, then cut to a
 * square and scaled to the upload size at once, so the preview shows exactly what will be uploaded
 * on save. Cancelling the cropper keeps the previous choice.
 */
export function AvatarPicker({ contentId, nameEn, nameTh, choice, onChoose, disabled }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const resetRef = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const [isDecoding, setIsDecoding] = useState(false);
  const [isEncoding, setIsEncoding] = useState(false);
  const [framing, setFraming] = useState<Framing | null>(null);
  const stored = useQuery({ ...contentUrlQuery(contentId ?? 0), enabled: contentId !== null });

  // The image URL is let go when the next picture replaces it or the picker goes away, not when
  // the modal closes: the closing modal still shows it while it fades.
  const framedImage = framing?.image ?? null;
  useEffect(() => {
    if (!framedImage) return;
    return () => releaseCropImage(framedImage);
  }, [framedImage]);

  async function choose(file: File | null) {
    // Let the same file be chosen again after a reset.
    resetRef.current?.();
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('avatar.notImage'));
      return;
    }
    setIsDecoding(true);
    try {
      setFraming({ file, image: await loadCropImage(file), isOpen: true });
      setError(null);
    } catch {
      setError(t('avatar.unreadable'));
    } finally {
      setIsDecoding(false);
    }
  }

  const closeCropper = () => setFraming((current) => current && { ...current, isOpen: false });

  async function confirmCrop(source: SourceSquare) {
    if (!framing) return;
    setIsEncoding(true);
    try {
      const image = await cropAvatar(framing.file, AVATAR_MAX_SIZE, source);
      onChoose({ image, previewUrl: await toDataUrl(image) });
    } catch {
      setError(t('avatar.unreadable'));
    } finally {
      setIsEncoding(false);
      closeCropper();
    }
  }

  return (
    <>
      <Group gap="lg" wrap="nowrap" align="center">
        <Avatar
          src={choice?.previewUrl ?? stored.data ?? null}
          alt={t('avatar.alt')}
          size={96}
          radius={96}
          color="yim"
          variant="filled"
        >
          {initials(nameEn, nameTh)}
        </Avatar>
        <Stack gap={6} align="flex-start">
          <FileButton
            resetRef={resetRef}
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={(file) => void choose(file)}
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} variant="light" leftSection={<Icon name="camera" size={18} />} loading={isDecoding}>
                {choice ? t('avatar.changeAgain') : t('avatar.change')}
              </Button>
            )}
          </FileButton>
          <Text fz="xs" c="dimmed">
            {t('avatar.hint', { size: AVATAR_MAX_SIZE })}
          </Text>
          {error && (
            <Text fz="sm" c="red" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </Group>
      <AvatarCropper
        opened={framing?.isOpen ?? false}
        image={framedImage}
        isSaving={isEncoding}
        onCancel={closeCropper}
        onConfirm={(source) => void confirmCrop(source)}
      />
    </>
  );
}

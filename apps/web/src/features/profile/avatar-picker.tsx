import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../lib/initials.ts';
import { Icon } from '../../ui/icon.tsx';
import { AVATAR_MAX_SIZE, cropAvatar, isImageFile } from './avatar-crop.ts';
import { contentUrlQuery } from './profile.api.ts';

export type AvatarChoice = { image: Blob; previewUrl: string };

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
 * Spec access §2 and §5: only images; the chosen picture is centre-cropped to a square and scaled
 * to the upload size at once, so the preview shows exactly what will be uploaded on save.
 */
export function AvatarPicker({ contentId, nameEn, nameTh, choice, onChoose, disabled }: AvatarPickerProps) {
  const { t } = useTranslation('profile');
  const resetRef = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const [isCropping, setIsCropping] = useState(false);
  const stored = useQuery({ ...contentUrlQuery(contentId ?? 0), enabled: contentId !== null });

  async function choose(file: File | null) {
    // Let the same file be chosen again after a reset.
    resetRef.current?.();
    if (!file) return;
    if (!isImageFile(file)) {
      setError(t('avatar.notImage'));
      return;
    }
    setIsCropping(true);
    try {
      const image = await cropAvatar(file);
      onChoose({ image, previewUrl: await toDataUrl(image) });
      setError(null);
    } catch {
      setError(t('avatar.unreadable'));
    } finally {
      setIsCropping(false);
    }
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={choice?.previewUrl ?? stored.data ?? null} alt={t('avatar.alt')} size={96} radius={96} color="yim" variant="filled">
        {initials(nameEn, nameTh)}
      </Avatar>
      <Stack gap={6} align="flex-start">
        <FileButton resetRef={resetRef} accept="image/jpeg,image/png,image/webp,image/gif" onChange={(file) => void choose(file)} disabled={disabled}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<Icon name="camera" size={18} />} loading={isCropping}>
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
  );
}

import { Alert, Button, FileButton, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AI_PHOTO_TYPES, type TAiPhotoType } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataUrlToBlob, photoProblem, readAsDataUrl, type AiPhoto } from './ai-photo.ts';

type Photos = Partial<Record<TAiPhotoType, AiPhoto>>;

/** Step 1 (spec §4, §5): an upper and a lower photo, each an image of at most 10 MB. */
export function PhotosStep({
  photos,
  onChange,
}: {
  photos: Photos;
  onChange: (type: TAiPhotoType, photo: AiPhoto) => void;
}) {
  const { t } = useTranslation('ai');
  const [problems, setProblems] = useState<Partial<Record<TAiPhotoType, string>>>({});

  const choose = async (type: TAiPhotoType, file: File | null) => {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setProblems((p) => ({ ...p, [type]: t(`photos.problems.${problem}`) }));
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    const blob = dataUrlToBlob(dataUrl);
    if (!blob) {
      setProblems((p) => ({ ...p, [type]: t('photos.problems.blobConversion') }));
      return;
    }
    setProblems((p) => ({ ...p, [type]: undefined }));
    onChange(type, { id: crypto.randomUUID(), dataUrl, blob, name: file.name });
  };

  return (
    <Stack>
      <Text c="dimmed">{t('photos.hint')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {AI_PHOTO_TYPES.map((type) => (
          <Paper key={type} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={3} fz="h4">
                {t(`photoTypes.${type}`)} *
              </Title>
              {photos[type] ? (
                <Image src={photos[type].dataUrl} alt={t(`photoTypes.${type}`)} radius="sm" mah={260} fit="contain" />
              ) : (
                <Text c="dimmed" fz="sm">
                  {t('photos.none')}
                </Text>
              )}
              {problems[type] && (
                <Alert color="red" role="alert">
                  {problems[type]}
                </Alert>
              )}
              <Group>
                <FileButton accept="image/png,image/jpeg,image/webp" onChange={(file) => void choose(type, file)}>
                  {(props) => (
                    <Button {...props} variant="light" data-testid={`ai-photo-${type}`}>
                      {photos[type] ? t('photos.replace') : t('photos.choose')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

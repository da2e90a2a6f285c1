import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';

type FileDropZoneProps = {
  onFiles: (files: File[]) => void;
  accept?: string;
  disabled?: boolean;
  hint: string;
  /** Beside the choose button (the category of the upload). */
  children?: ReactNode;
};

/** Files dropped on it or chosen with its button; the keyboard uses the button. */
export function FileDropZone({ onFiles, accept, disabled = false, hint, children }: FileDropZoneProps) {
  const { t } = useTranslation('media');
  const [isOver, setIsOver] = useState(false);
  // Cleared after each choice, so that choosing the same file again is a change too.
  const resetRef = useRef<() => void>(null);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (disabled || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setIsOver(true);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="file-drop-zone"
      onDragOver={onDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: isOver ? 'var(--mantine-color-blue-6)' : undefined,
        background: isOver ? 'var(--mantine-color-blue-0)' : undefined,
      }}
    >
      <Stack gap="xs" align="center">
        <Text size="sm" ta="center">
          {t('upload.drop')}
        </Text>
        <Group gap="sm" justify="center" wrap="wrap" align="flex-end">
          {children}
          <FileButton
            resetRef={resetRef}
            onChange={(files) => {
              resetRef.current?.();
              if (files.length > 0) onFiles(files);
            }}
            accept={accept}
            multiple
            disabled={disabled}
          >
            {(props) => (
              <Button {...props} leftSection={<Icon name="upload" size={16} />} disabled={disabled}>
                {t('upload.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

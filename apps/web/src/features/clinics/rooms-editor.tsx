import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ZRoomInput } from '@yim/contract';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../lib/validation-text.ts';
import { Icon } from '../../ui/icon.tsx';
import { confirmDelete } from '../masters/confirm-delete.ts';
import { addRoom, moveRoom, patchRoom, removeRoom, type RoomDraft } from './room-list.ts';

/** Keeps the keyboard on a room after it moved or was added (the row re-renders first). */
function focusRoom(key: string | undefined) {
  if (key) requestAnimationFrame(() => document.getElementById(`room-name-${key}`)?.focus());
}

type RoomsEditorProps = {
  rooms: RoomDraft[];
  onChange: (rooms: RoomDraft[]) => void;
  isReadOnly: boolean;
  error?: string;
};

/**
 * The branch's rooms in display order: rename in place, reorder with the arrow buttons or
 * Alt+↑/Alt+↓ in a name, add, and deactivate (confirmed) or reactivate. Saved with the form.
 */
export function RoomsEditor({ rooms, onChange, isReadOnly, error }: RoomsEditorProps) {
  const { t } = useTranslation('clinics');
  const text = useValidationText();

  function move(index: number, step: -1 | 1) {
    onChange(moveRoom(rooms, index, step));
    focusRoom(rooms[index]?.key);
  }

  function add() {
    const next = addRoom(rooms, t('setting.rooms.newName', { n: rooms.length + 1 }));
    onChange(next);
    focusRoom(next.at(-1)?.key);
  }

  function remove(index: number) {
    const room = rooms[index];
    if (!room) return;
    if (room.id === undefined) {
      onChange(removeRoom(rooms, index));
      return;
    }
    confirmDelete(room.name, () => onChange(removeRoom(rooms, index)), {
      title: t('setting.rooms.deactivateTitle'),
      message: t('setting.rooms.deactivateMessage', { name: room.name }),
      confirm: t('setting.rooms.deactivateConfirm'),
    });
  }

  return (
    <Stack gap="xs">
      {rooms.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('setting.rooms.empty')}
        </Text>
      )}
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('setting.rooms.label')}>
        {rooms.map((room, index) => {
          const check = ZRoomInput.safeParse(room);
          const nameError = check.success ? undefined : text(check.error.issues[0]?.message);
          const label = room.name || t('setting.rooms.nameOf', { n: index + 1 });
          return (
            <Group key={room.key} component="li" gap="xs" wrap="nowrap" align="flex-start">
              <Text w={24} ta="right" c="dimmed" size="sm" mt={8}>
                {index + 1}
              </Text>
              <TextInput
                id={`room-name-${room.key}`}
                flex={1}
                aria-label={t('setting.rooms.nameOf', { n: index + 1 })}
                value={room.name}
                maxLength={100}
                readOnly={isReadOnly}
                error={nameError}
                c={room.active ? undefined : 'dimmed'}
                onChange={(event) => onChange(patchRoom(rooms, index, { name: event.currentTarget.value }))}
                onKeyDown={(event) => {
                  if (isReadOnly || !event.altKey) return;
                  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
                    event.preventDefault();
                    move(index, event.key === 'ArrowUp' ? -1 : 1);
                  }
                }}
                rightSectionWidth={room.active && room.id !== undefined ? undefined : 72}
                rightSection={
                  !room.active ? (
                    <Badge size="xs" color="gray">
                      {t('setting.rooms.inactive')}
                    </Badge>
                  ) : room.id === undefined ? (
                    <Badge size="xs" color="teal">
                      {t('setting.rooms.new')}
                    </Badge>
                  ) : null
                }
              />
              {!isReadOnly && (
                <Group gap={2} wrap="nowrap" mt={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('setting.rooms.up', { name: label })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <Icon name="chevronRight" size={16} style={{ transform: 'rotate(-90deg)' }} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('setting.rooms.down', { name: label })}
                    disabled={index === rooms.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <Icon name="chevronRight" size={16} style={{ transform: 'rotate(90deg)' }} />
                  </ActionIcon>
                  {room.active ? (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={
                        room.id === undefined
                          ? t('setting.rooms.remove', { name: label })
                          : t('setting.rooms.deactivate', { name: label })
                      }
                      onClick={() => remove(index)}
                    >
                      <Icon name="trash" size={16} />
                    </ActionIcon>
                  ) : (
                    <ActionIcon
                      variant="subtle"
                      aria-label={t('setting.rooms.activate', { name: label })}
                      onClick={() => onChange(patchRoom(rooms, index, { active: true }))}
                    >
                      <Icon name="refresh" size={16} />
                    </ActionIcon>
                  )}
                </Group>
              )}
            </Group>
          );
        })}
      </Stack>
      {error && (
        <Text size="sm" c="red" role="alert">
          {text(error)}
        </Text>
      )}
      {!isReadOnly && (
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text size="xs" c="dimmed" maw={520}>
            {t('setting.rooms.keyboardHint')}
          </Text>
          <Button variant="light" size="xs" leftSection={<Icon name="plus" size={14} />} onClick={add}>
            {t('setting.rooms.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

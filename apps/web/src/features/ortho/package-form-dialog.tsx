import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  ZOrthoPackageInput,
  bahtToSatang,
  formatSatang,
  type TOrthoPackage,
  type TOrthoPackageInput,
} from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasErrorCode, validationIssues } from '../../lib/api/field-errors.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { showToast } from '../../lib/notify.ts';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { Icon } from '../../ui/icon.tsx';

type ItemDraft = { key: number; nameTh: string; nameEn: string; price: number | '' };
type Errors = Record<string, string>;

let nextKey = 1;
const itemDraft = (item?: { nameTh: string; nameEn: string; price: number }): ItemDraft => ({
  key: nextKey++,
  nameTh: item?.nameTh ?? '',
  nameEn: item?.nameEn ?? '',
  price: item?.price ?? '',
});

/** Messages by dotted path ('nameTh', 'items.0.price'), the first one of each. */
function byPath(issues: readonly { path: string; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) errors[issue.path] ??= issue.message;
  return errors;
}

type Props = {
  title: string;
  /** The package to edit, or the template to copy from (saved as a new master); null starts empty. */
  initial: TOrthoPackage | null;
  onSave: (body: TOrthoPackageInput) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
};

/**
 * The create/edit dialog of a master package: names, the visits and instalments it comes with,
 * and its priced items (added and removed in place, the total summed in satang). The contract's
 * schema checks it before sending; a duplicate name comes back from the server and is shown on
 * the name and above the buttons (spec clinic §8).
 */
export function PackageFormDialog({ title, initial, onSave, onSaved, onClose }: Props) {
  const { t, i18n } = useTranslation('ortho');
  const [nameTh, setNameTh] = useState(initial?.nameTh ?? '');
  const [nameEn, setNameEn] = useState(initial?.nameEn ?? '');
  const [visits, setVisits] = useState<number | ''>(initial?.visits ?? 24);
  const [instalments, setInstalments] = useState<number | ''>(initial?.instalments ?? 12);
  const [items, setItems] = useState<ItemDraft[]>(initial ? initial.items.map(itemDraft) : [itemDraft()]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: onSave,
    onSuccess: () => {
      showToast('success', t('form.saved'));
      onSaved();
    },
    onError: (error) => {
      const message = errorMessage(error, i18n);
      setErrors(hasErrorCode(error, 'ORTHO-MASTER-DUPLICATED') ? { nameTh: message } : byPath(validationIssues(error)));
      setFailure(message);
    },
  });

  const totalSatang = items.reduce(
    (sum, item) => sum + (typeof item.price === 'number' ? bahtToSatang(item.price) : 0),
    0,
  );
  const setItem = (key: number, change: Partial<ItemDraft>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZOrthoPackageInput.safeParse({
      nameTh,
      nameEn,
      visits: visits === '' ? undefined : visits,
      instalments: instalments === '' ? undefined : instalments,
      items: items.map(({ nameTh: th, nameEn: en, price }) => ({
        nameTh: th,
        nameEn: en,
        price: price === '' ? undefined : price,
      })),
    });
    if (!parsed.success) {
      setErrors(byPath(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))));
      return;
    }
    setErrors({});
    mutation.mutate(parsed.data);
  }

  return (
    <Modal opened onClose={onClose} title={title} centered size="xl" closeOnEscape>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('form.nameTh')}
              withAsterisk
              maxLength={200}
              value={nameTh}
              onChange={(event) => setNameTh(event.currentTarget.value)}
              error={errors.nameTh}
              data-autofocus
            />
            <TextInput
              label={t('form.nameEn')}
              lang="en"
              maxLength={200}
              value={nameEn}
              onChange={(event) => setNameEn(event.currentTarget.value)}
              error={errors.nameEn}
            />
            <NumberInput
              label={t('form.visits')}
              withAsterisk
              min={1}
              max={120}
              allowDecimal={false}
              value={visits}
              onChange={(value) => setVisits(value === '' ? '' : Number(value))}
              error={errors.visits}
            />
            <NumberInput
              label={t('form.instalments')}
              withAsterisk
              min={1}
              max={60}
              allowDecimal={false}
              value={instalments}
              onChange={(value) => setInstalments(value === '' ? '' : Number(value))}
              error={errors.instalments}
            />
          </SimpleGrid>

          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>{t('form.items')}</Text>
              <Button
                variant="light"
                size="xs"
                leftSection={<Icon name="plus" size={14} />}
                onClick={() => setItems((current) => [...current, itemDraft()])}
                disabled={items.length >= 30}
              >
                {t('form.addItem')}
              </Button>
            </Group>
            {items.map((item, index) => (
              <Group key={item.key} gap="xs" align="flex-start" wrap="nowrap">
                <TextInput
                  flex="2 1 0"
                  aria-label={t('form.itemNameTh', { n: index + 1 })}
                  placeholder={t('form.itemNameTh', { n: index + 1 })}
                  maxLength={200}
                  value={item.nameTh}
                  onChange={(event) => setItem(item.key, { nameTh: event.currentTarget.value })}
                  error={errors[`items.${index}.nameTh`]}
                />
                <TextInput
                  flex="2 1 0"
                  lang="en"
                  aria-label={t('form.itemNameEn', { n: index + 1 })}
                  placeholder={t('form.itemNameEn', { n: index + 1 })}
                  maxLength={200}
                  value={item.nameEn}
                  onChange={(event) => setItem(item.key, { nameEn: event.currentTarget.value })}
                  error={errors[`items.${index}.nameEn`]}
                />
                <NumberInput
                  flex="1 1 0"
                  aria-label={t('form.itemPrice', { n: index + 1 })}
                  placeholder={t('form.price')}
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  value={item.price}
                  onChange={(value) => setItem(item.key, { price: value === '' ? '' : Number(value) })}
                  error={errors[`items.${index}.price`]}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('form.removeItem', { n: index + 1 })}
                  onClick={() => setItems((current) => current.filter((other) => other.key !== item.key))}
                  disabled={items.length === 1}
                >
                  <Icon name="trash" size={16} />
                </ActionIcon>
              </Group>
            ))}
            {errors.items && (
              <Text c="red" size="sm">
                {errors.items}
              </Text>
            )}
            <Text ta="right" fw={600}>
              {t('form.total', { amount: formatSatang(totalSatang) })}
            </Text>
          </Stack>

          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <DialogFooter
            cancelLabel={t('form.cancel')}
            onCancel={onClose}
            confirmLabel={t('form.save')}
            isSubmit
            isLoading={mutation.isPending}
          />
        </Stack>
      </form>
    </Modal>
  );
}

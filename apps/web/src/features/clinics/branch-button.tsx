import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon.tsx';
import type { BranchChoice } from './clinics.api.ts';
import classes from './clinic-picker.module.css';

type BranchButtonProps = { branch: BranchChoice; onPick: (branch: BranchChoice) => void };

export function BranchButton({ branch, onPick }: BranchButtonProps) {
  const { t, i18n } = useTranslation('clinics');
  const name = i18n.language === 'en' && branch.nameEn ? branch.nameEn : branch.name;
  const secondName = name === branch.name ? branch.nameEn : branch.name;
  const detailsId = `${useId()}-details`;
  return (
    <UnstyledButton className={classes.branch} onClick={() => onPick(branch)} aria-describedby={detailsId}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          {/* Named by its content, 'เข้าสู่สาขา <name>', whose visible part is the branch's name (WCAG 2.5.3). */}
          <Text fw={600} lh={1.3}>
            <VisuallyHidden component="span">{t('picker.enterBranch', { branch: '' }).trim()}</VisuallyHidden> {name}
          </Text>
          {/* Read as the button's description, not in its name. */}
          <div id={detailsId} aria-hidden>
            {secondName && secondName !== name && (
              <Text fz="sm" c="dimmed" lh={1.3}>
                {secondName}
              </Text>
            )}
            <Group gap={6} mt={8}>
              {branch.roleIds.map((roleId) => (
                <Badge key={roleId} size="sm" variant="light" color="yim" radius="sm">
                  {t(`common:roles.${roleId}`)}
                </Badge>
              ))}
            </Group>
          </div>
        </div>
        <Icon name="chevronRight" className={classes.chevron} />
      </Group>
    </UnstyledButton>
  );
}

import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteName } from '../../lib/route-handle.ts';
import { Icon } from '../../ui/icon.tsx';
import { PatientFormModal } from './patient-form-modal.tsx';
import { patientPath, useBranchAccess } from './use-branch-access.ts';

/** Spec access §9: the navbar's new-patient button is on the queue routes only. */
const NAVBAR_ROUTES: readonly string[] = ['QueueManage', 'QueueList'];

/** The button and the form it opens; after saving, the new record opens. */
export function NewPatientButton({ placement }: { placement: 'navbar' | 'page' }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const routeName = useRouteName();
  const { branch, can } = useBranchAccess();
  const [isOpen, setIsOpen] = useState(false);

  if (placement === 'navbar' && (!can('navNewPatient') || !NAVBAR_ROUTES.includes(routeName ?? ''))) return null;
  if (placement === 'page' && !can('patientWrite')) return null;

  const open = (id: number) => {
    setIsOpen(false);
    void navigate(patientPath(branch, id));
  };
  const label = t('actions.newPatient');
  return (
    <>
      {placement === 'navbar' ? (
        <Tooltip label={label}>
          <ActionIcon variant="light" size="lg" aria-label={label} onClick={() => setIsOpen(true)}>
            <Icon name="userPlus" />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button leftSection={<Icon name="plus" size={16} />} onClick={() => setIsOpen(true)}>
          {label}
        </Button>
      )}
      {isOpen && (
        <PatientFormModal
          branch={branch}
          patient={null}
          onSaved={(patient) => open(patient.id)}
          onOpenPatient={open}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}

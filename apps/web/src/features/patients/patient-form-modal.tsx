import { Fieldset, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDuplicateCheck, TPatient, TPatientInput } from '@yim/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/api/field-errors.ts';
import { showErrorToast, showToast } from '../../lib/notify.ts';
import { useZodForm } from '../../lib/use-zod-form.ts';
import { dialogs } from '../../ui/dialog/dialogs.tsx';
import { DialogFooter } from '../../ui/dialog/dialog-footer.tsx';
import { DuplicateWarning } from './duplicate-warning.tsx';
import { PatientAddressFields } from './patient-address-fields.tsx';
import { PatientContactFields, PatientEmergencyFields } from './patient-contact-fields.tsx';
import { patientFormSchema, patientValues, type PatientFormValues } from './patient-form-values.ts';
import { PatientIdentityFields } from './patient-identity-fields.tsx';
import { PatientMedicalFields, PatientNotesField } from './patient-medical-fields.tsx';
import { checkDuplicate, patientsKeys, savePatient, type BranchRef } from './patients.api.ts';

type PatientFormModalProps = {
  branch: BranchRef;
  /** The record being edited; null registers a new patient. */
  patient: TPatient | null;
  onSaved: (patient: TPatient) => void;
  /** "Open that record" of the duplicate warning. */
  onOpenPatient: (id: number) => void;
  onClose: () => void;
};

type Duplicates = { matches: TDuplicateCheck['list']; body: TPatientInput };

/**
 * The new-patient and edit form (issue 9). Messages come from the contract's schema; before saving
 * it asks the server for patients with the same Thai name or national id and, if there are any,
 * warns instead of saving. Enter submits; Escape closes, asking first when something was typed.
 * Mount it only while open, so each opening starts from its own values.
 */
export function PatientFormModal({ branch, patient, onSaved, onOpenPatient, onClose }: PatientFormModalProps) {
  const { t } = useTranslation('patients');
  const queryClient = useQueryClient();
  const isSmall = useMediaQuery('(max-width: 768px)') ?? false;
  const form = useZodForm(patientFormSchema, patientValues(patient));
  const [duplicates, setDuplicates] = useState<Duplicates | null>(null);
  const title = patient === null ? t('form.newTitle') : t('form.editTitle');

  const save = useMutation({
    mutationFn: (body: TPatientInput) => savePatient(branch, patient?.id ?? null, body),
    onSuccess: async (saved) => {
      showToast('success', patient === null ? t('form.created') : t('form.saved'));
      // The saved record is the answer itself: reading it again would write another 'open' audit row.
      queryClient.setQueryData(patientsKeys.record(branch, saved.id), saved);
      await queryClient.invalidateQueries({
        queryKey: patientsKeys.all(branch),
        predicate: (query) => query.queryKey[3] !== 'record',
      });
      onSaved(saved);
    },
    onError: (error) => {
      setDuplicates(null);
      form.setServerErrors(serverFieldErrors<PatientFormValues>(error));
      showErrorToast(error);
    },
  });

  const check = useMutation({
    mutationFn: (body: TPatientInput) =>
      checkDuplicate(branch, {
        firstNameTh: body.firstNameTh,
        lastNameTh: body.lastNameTh,
        personalId: body.personalId,
        id: patient?.id,
      }),
    onSuccess: (result, body) => {
      if (result.duplicated && result.list.length > 0) setDuplicates({ matches: result.list, body });
      else save.mutate(body);
    },
    onError: showErrorToast,
  });

  function submit(body: TPatientInput) {
    // Nothing to compare a foreigner without a Thai name or document number against.
    if (body.firstNameTh === '' && body.lastNameTh === '' && body.personalId === '') save.mutate(body);
    else check.mutate(body);
  }

  function requestClose() {
    if (!form.isDirty || save.isSuccess) {
      onClose();
      return;
    }
    void dialogs.confirm({
      title: t('form.discardTitle'),
      message: t('form.discardMessage'),
      confirmLabel: t('form.discard'),
      cancelLabel: t('form.keepEditing'),
      isDanger: true,
      onConfirm: onClose,
    });
  }

  const isBusy = check.isPending || save.isPending;
  return (
    <Modal
      opened
      onClose={requestClose}
      title={
        <Text fw={700} fz="lg">
          {title}
        </Text>
      }
      size="72rem"
      fullScreen={isSmall}
      closeButtonProps={{ 'aria-label': t('form.close') }}
    >
      <form
        onSubmit={form.handleSubmit(submit)}
        noValidate
        aria-label={title}
        onChange={() => duplicates && setDuplicates(null)}
      >
        <Stack gap="md">
          <Fieldset legend={t('sections.identity')} variant="filled">
            <Stack gap="sm">
              <PatientIdentityFields form={form} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.contact')} variant="filled">
            <Stack gap="sm">
              <PatientContactFields form={form} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.address')} variant="filled">
            <Stack gap="sm">
              <PatientAddressFields form={form} branch={branch} />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.medical')} variant="filled">
            <PatientMedicalFields form={form} />
          </Fieldset>
          <Fieldset legend={t('sections.emergency')} variant="filled">
            <PatientEmergencyFields form={form} />
          </Fieldset>
          <Fieldset legend={t('sections.notes')} variant="filled">
            <PatientNotesField form={form} />
          </Fieldset>
          {duplicates ? (
            <DuplicateWarning
              matches={duplicates.matches}
              isSaving={save.isPending}
              onOpen={onOpenPatient}
              onSaveAnyway={() => save.mutate(duplicates.body)}
              onBack={() => setDuplicates(null)}
            />
          ) : (
            <DialogFooter
              cancelLabel={t('form.cancel')}
              onCancel={requestClose}
              confirmLabel={t('form.save')}
              isSubmit
              isLoading={isBusy}
            />
          )}
        </Stack>
      </form>
    </Modal>
  );
}

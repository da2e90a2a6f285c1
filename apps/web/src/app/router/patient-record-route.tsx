import { AiRecordPanel } from '../../features/ai/ai-record-panel.tsx';
import { PatientAppointmentsTab } from '../../features/appointments/patient-appointments-tab.tsx';
import { PatientFilesTab } from '../../features/media/patient-files-tab.tsx';
import { ProtocolPhotosTab } from '../../features/media/protocol-photos-tab.tsx';
import { PatientOrthoTab } from '../../features/ortho/patient-ortho-tab.tsx';
import { PatientRecordPage, type RecordTab } from '../../features/patients/patient-record-page.tsx';
import { PatientReceiptsTab } from '../../features/receipts/patient-receipts-tab.tsx';
import { PatientPlanTab } from '../../features/treatments/patient-plan-tab.tsx';
import { PatientTreatmentsTab } from '../../features/treatments/patient-treatments-tab.tsx';
import { WithDicomThumbnails } from './dicom-thumbnails.tsx';

// The record page belongs to patients; the tabs of higher features are composed here.
const RECORD_TABS: readonly RecordTab[] = [
  { value: 'appointments', render: (patientId) => <PatientAppointmentsTab patientId={patientId} /> },
  { value: 'treatments', render: (patientId) => <PatientTreatmentsTab patientId={patientId} /> },
  { value: 'plan', render: (patientId) => <PatientPlanTab patientId={patientId} /> },
  { value: 'ortho', render: (patientId) => <PatientOrthoTab patientId={patientId} /> },
  { value: 'files', render: (patientId) => <PatientFilesTab patientId={patientId} /> },
  { value: 'protocol', render: (patientId) => <ProtocolPhotosTab patientId={patientId} /> },
  { value: 'ai', render: (patientId) => <AiRecordPanel patientId={patientId} /> },
  { value: 'receipts', area: 'receipts', render: (patientId) => <PatientReceiptsTab patientId={patientId} /> },
];

export function PatientRecordRoute() {
  return (
    <WithDicomThumbnails>
      <PatientRecordPage extraTabs={RECORD_TABS} />
    </WithDicomThumbnails>
  );
}

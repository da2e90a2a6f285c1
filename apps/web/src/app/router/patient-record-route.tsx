import { PatientAppointmentsTab } from '../../features/appointments/patient-appointments-tab.tsx';
import { PatientRecordPage, type RecordTab } from '../../features/patients/patient-record-page.tsx';

// The record page belongs to patients; the tabs of higher features are composed here.
const RECORD_TABS: readonly RecordTab[] = [
  { value: 'appointments', render: (patientId) => <PatientAppointmentsTab patientId={patientId} /> },
];

export function PatientRecordRoute() {
  return <PatientRecordPage extraTabs={RECORD_TABS} />;
}

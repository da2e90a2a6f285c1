import { useParams } from 'react-router';
import { SettingPage } from '../../features/clinics/setting-page.tsx';
import { StoragePlanPanel } from '../../features/payments/storage-plan-panel.tsx';

/**
 * The setting page with the file-storage plan below it: payments ranks above clinics, so the
 * router puts them together (the panel shows itself to the manager and head counter only).
 */
export function SettingRoute() {
  const { clinicUrl = '', branchUrl = '' } = useParams();
  return (
    <>
      <SettingPage />
      <div style={{ maxWidth: 1100, padding: '0 var(--mantine-spacing-md) var(--mantine-spacing-md)' }}>
        <StoragePlanPanel branch={{ clinicUrl, branchUrl }} />
      </div>
    </>
  );
}

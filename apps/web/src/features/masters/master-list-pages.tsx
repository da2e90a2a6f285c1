import { MasterListPage } from './master-list-page.tsx';
import { APPT_TREAT_LIST, ITEM_LIST, TREAT_DIAG_LIST, TREAT_LIST } from './master-lists.config.ts';

// The four routes of spec clinic §2, one page component with each list's description.

export function AptListManagePage() {
  return <MasterListPage config={APPT_TREAT_LIST} />;
}

export function TxListManagePage() {
  return <MasterListPage config={TREAT_LIST} />;
}

export function DxListManagePage() {
  return <MasterListPage config={TREAT_DIAG_LIST} />;
}

export function ItemsListManagePage() {
  return <MasterListPage config={ITEM_LIST} />;
}

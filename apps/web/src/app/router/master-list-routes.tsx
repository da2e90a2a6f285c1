import { MasterListPage } from '../../features/masters/master-list-page.tsx';
import {
  APPT_TREAT_LIST,
  ITEM_LIST,
  LAB_PRODUCT_LIST,
  TREAT_DIAG_LIST,
  TREAT_LIST,
  type MasterListConfig,
} from '../../features/masters/master-lists.config.ts';
import { useCanWriteMasters } from './use-can-write-masters.ts';

// The five routes of spec clinic §2: one page component, each list's description, and the
// caller's write permission from the branch session.

function MasterListRoute({ config }: { config: MasterListConfig }) {
  return <MasterListPage config={config} canWrite={useCanWriteMasters()} />;
}

export const AptListManagePage = () => <MasterListRoute config={APPT_TREAT_LIST} />;
export const TxListManagePage = () => <MasterListRoute config={TREAT_LIST} />;
export const DxListManagePage = () => <MasterListRoute config={TREAT_DIAG_LIST} />;
export const ItemsListManagePage = () => <MasterListRoute config={ITEM_LIST} />;
export const LabProductManagePage = () => <MasterListRoute config={LAB_PRODUCT_LIST} />;

import { BRANCH_PAGES, canUse, type PermissionArea } from '@yim/contract';
import type { IconName } from '../../ui/icon.tsx';

export type BranchPageName = (typeof BRANCH_PAGES)[number]['name'];
export type MenuGroup = 'main' | 'lists' | 'reports' | 'ai' | 'settings';

export type MenuItem = {
  name: BranchPageName;
  group: MenuGroup;
  icon: IconName;
  /** The menu's own rule when it is narrower than the route guard's (spec access §6). */
  menuArea?: PermissionArea;
  /** Shown only when the branch has a file store (fileStoreExpiration set). */
  needsFileStore?: boolean;
  /** Shown but not clickable: Subscription, because the production flag is fixed to true. */
  isDisabled?: boolean;
};

export const MENU_GROUPS: readonly MenuGroup[] = ['main', 'lists', 'reports', 'ai', 'settings'];

export const MENU_ITEMS: readonly MenuItem[] = [
  { name: 'Dashboard', group: 'main', icon: 'calendarTime' },
  { name: 'DoctorsTreatingQueue', group: 'main', icon: 'calendarTime' },
  { name: 'QueueManage', group: 'main', icon: 'calendar' },
  { name: 'QueueList', group: 'main', icon: 'list' },
  { name: 'PatientList', group: 'main', icon: 'user' },
  { name: 'UserManage', group: 'main', icon: 'users' },
  { name: 'ReceiptManage', group: 'main', icon: 'receipt' },
  { name: 'LabExpense', group: 'main', icon: 'flask' },
  { name: 'FileManage', group: 'main', icon: 'folder', needsFileStore: true },
  { name: 'AptListManage', group: 'lists', icon: 'list' },
  { name: 'TxListManage', group: 'lists', icon: 'list' },
  { name: 'DxListManage', group: 'lists', icon: 'list' },
  { name: 'ItemsListManage', group: 'lists', icon: 'list' },
  { name: 'LabProductManage', group: 'lists', icon: 'flask' },
  { name: 'PackageManage', group: 'lists', icon: 'box' },
  { name: 'PersonalIncome', group: 'reports', icon: 'chart' },
  { name: 'BranchIncome', group: 'reports', icon: 'chart', menuArea: 'reportBranch' },
  { name: 'branchAnalysis', group: 'ai', icon: 'sparkles' },
  { name: 'PatientAnalysis', group: 'ai', icon: 'sparkles' },
  { name: 'Setting', group: 'settings', icon: 'settings', menuArea: 'settingMenu' },
  { name: 'Subscription', group: 'settings', icon: 'wallet', isDisabled: true },
];

function pageOf(name: BranchPageName) {
  const page = BRANCH_PAGES.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`unknown branch page ${name}`);
  return page;
}

/** The page's path under /:clinicUrl/:branchUrl/, without optional parameters. */
export function menuPath(name: BranchPageName): string {
  return pageOf(name).path.replace(/\/:[^/]+\?$/, '');
}

export type MenuContext = { roles: readonly number[]; hasFileStore: boolean };

export function visibleMenuItems({ roles, hasFileStore }: MenuContext): MenuItem[] {
  return MENU_ITEMS.filter(
    (item) => canUse(item.menuArea ?? pageOf(item.name).area, roles) && (!item.needsFileStore || hasFileStore),
  );
}

import type { BRANCH_PAGES } from '@yim/contract';
import { lazyPage } from '../../lib/lazy-import.ts';

type BranchPageName = (typeof BRANCH_PAGES)[number]['name'];
type LazyRoute = () => Promise<{ Component: React.ComponentType }>;

// Every route component is a lazy chunk loaded under the 120 s time-out, with the locale
// namespaces it shows.
export const loginPage = lazyPage(
  () => import('../../features/auth/login-page.tsx'),
  (m) => m.LoginPage,
  ['auth'],
);
export const clinicPickerPage = lazyPage(
  () => import('../../features/clinics/clinic-picker-page.tsx'),
  (m) => m.ClinicPickerPage,
  ['clinics'],
);
export const registerPage = lazyPage(
  () => import('../../features/auth/register-page.tsx'),
  (m) => m.RegisterPage,
  ['auth'],
);
export const activatePage = lazyPage(
  () => import('../../features/auth/activate-page.tsx'),
  (m) => m.ActivatePage,
  ['auth'],
);
export const forgotPasswordPage = lazyPage(
  () => import('../../features/auth/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
  ['auth'],
);
export const resetPasswordPage = lazyPage(
  () => import('../../features/auth/reset-password-page.tsx'),
  (m) => m.ResetPasswordPage,
  ['auth'],
);
export const mainLayout = lazyPage(
  () => import('../../features/shell/main-layout.tsx'),
  (m) => m.MainLayout,
  // patients (with masters for the address picker): the navbar's new-patient button and patient search.
  ['shell', 'profile', 'clinics', 'patients', 'masters'],
);
export const dicomViewerPage = lazyPage(
  () => import('../../features/dicom/viewer/dicom-viewer-page.tsx'),
  (m) => m.DicomViewerPage,
  ['dicom'],
);
export const signingPage = lazyPage(
  () => import('../../features/signing/signing-page.tsx'),
  (m) => m.SigningPage,
  ['signing'],
);
export const oauthAuthorizationPage = lazyPage(
  () => import('../../features/oauth/authorization-page.tsx'),
  (m) => m.AuthorizationPage,
  ['oauth', 'auth'],
);
export const receiptPublicPage = lazyPage(
  () => import('../../features/receipts/receipt-public-page.tsx'),
  (m) => m.ReceiptPublicPage,
  ['receipts'],
);
export const placeholderPage = lazyPage(
  () => import('../../ui/placeholder-page.tsx'),
  (m) => m.PlaceholderPage,
  ['shell'],
);

const superadminPages = () => import('./superadmin-routes.tsx');
// The super-administrator's pages share one chunk; only they ever load it.
export const superadminHomePage = lazyPage(superadminPages, (m) => m.SuperadminHomePage, ['superadmin']);
export const superadminClinicsPage = lazyPage(superadminPages, (m) => m.SuperadminClinicsPage, ['superadmin']);
export const createClinicPage = lazyPage(superadminPages, (m) => m.CreateClinicPage, ['superadmin']);
export const superadminClinicPage = lazyPage(superadminPages, (m) => m.SuperadminClinicPage, ['superadmin']);
export const superadminOAuthClientsPage = lazyPage(superadminPages, (m) => m.SuperadminOAuthClientsPage, [
  'superadmin',
]);
export const superadminUsersPage = lazyPage(superadminPages, (m) => m.SuperadminUsersPage, ['superadmin']);
export const superadminUserPage = lazyPage(superadminPages, (m) => m.SuperadminUserPage, ['superadmin']);
// 'masters' for the delete confirmation's words.
export const orthoTemplatesPage = lazyPage(superadminPages, (m) => m.OrthoTemplatesPage, ['ortho', 'masters']);
export const sandboxPage = lazyPage(
  () => import('../../features/superadmin/sandbox-page.tsx'),
  (m) => m.SandboxPage,
  ['superadmin'],
);

const masterListPages = () => import('./master-list-routes.tsx');
const patientsListPage = () => import('../../features/patients/patients-list-page.tsx');
const patientRecordPage = () => import('./patient-record-route.tsx');
const appointmentPages = () => import('./appointment-routes.ts');
const fastPayResultPages = () => import('../../features/payments/fast-pay-result-page.tsx');

/** Built branch screens register their chunk here; the others show the placeholder page. */
const BRANCH_PAGE_MODULES: Partial<Record<BranchPageName, LazyRoute>> = {
  // The master lists and the lab catalogue share one chunk: one page component, five descriptions.
  AptListManage: lazyPage(masterListPages, (m) => m.AptListManagePage, ['masters']),
  TxListManage: lazyPage(masterListPages, (m) => m.TxListManagePage, ['masters']),
  DxListManage: lazyPage(masterListPages, (m) => m.DxListManagePage, ['masters']),
  ItemsListManage: lazyPage(masterListPages, (m) => m.ItemsListManagePage, ['masters']),
  // 'masters' for the confirmation's cancel label and the doctor colours' config values.
  UserManage: lazyPage(
    () => import('../../features/clinics/staff-page.tsx'),
    (m) => m.StaffPage,
    ['clinics', 'masters'],
  ),
  // The branch settings with the file-storage plan (payments) below them.
  Setting: lazyPage(
    () => import('./setting-route.tsx'),
    (m) => m.SettingRoute,
    ['clinics', 'masters', 'payments'],
  ),
  PatientList: lazyPage(patientsListPage, (m) => m.PatientsListPage, ['patients', 'masters']),
  PatientRecord: lazyPage(patientRecordPage, (m) => m.PatientRecordRoute, [
    'patients',
    'masters',
    'appointments',
    'media',
    'treatments',
    'ortho',
    'receipts',
  ]),
  PatientAiAnalysis: lazyPage(
    () => import('../../features/ai/ai-workflow-page.tsx'),
    (m) => m.AiWorkflowPage,
    ['ai', 'masters'],
  ),
  // The calendars and the list share one chunk (the calendar component is most of it).
  QueueManage: lazyPage(appointmentPages, (m) => m.QueueManagePage, ['appointments', 'patients']),
  QueueList: lazyPage(appointmentPages, (m) => m.QueueListPage, ['appointments', 'patients']),
  Dashboard: lazyPage(appointmentPages, (m) => m.DoctorDashboardPage, ['appointments', 'patients']),
  DoctorsTreatingQueue: lazyPage(appointmentPages, (m) => m.DoctorsQueuePage, ['appointments', 'patients']),
  LabProductManage: lazyPage(masterListPages, (m) => m.LabProductManagePage, ['masters']),
  // 'masters' for the delete confirmation's words.
  PackageManage: lazyPage(
    () => import('../../features/ortho/package-manage-page.tsx'),
    (m) => m.PackageManagePage,
    ['ortho', 'masters'],
  ),
  Subscription: lazyPage(
    () => import('../../features/payments/subscription-page.tsx'),
    (m) => m.SubscriptionPage,
    ['payments'],
  ),
  KtbFastPay: lazyPage(
    () => import('../../features/payments/fast-pay-page.tsx'),
    (m) => m.FastPayPage,
    ['payments'],
  ),
  KtbFastPaySuccess: lazyPage(fastPayResultPages, (m) => m.FastPaySuccessPage, ['payments']),
  KtbFastPayFail: lazyPage(fastPayResultPages, (m) => m.FastPayFailPage, ['payments']),
  KtbFastPayCancel: lazyPage(fastPayResultPages, (m) => m.FastPayCancelPage, ['payments']),
  // 'common' for the date shortcuts.
  ReceiptManage: lazyPage(
    () => import('../../features/receipts/receipt-manage-page.tsx'),
    (m) => m.ReceiptManagePage,
    ['receipts', 'common'],
  ),
  Receipt: lazyPage(
    () => import('../../features/receipts/receipt-page.tsx'),
    (m) => m.ReceiptPage,
    ['receipts'],
  ),
  // 'patients' for the patient picker's names, 'common' for the date shortcuts.
  LabExpense: lazyPage(
    () => import('../../features/lab/lab-expense-page.tsx'),
    (m) => m.LabExpensePage,
    ['lab', 'patients', 'common'],
  ),
  // The dental chart of a visit: 'patients' for the medical alerts, 'appointments' for the visit.
  TreatmentChart: lazyPage(
    () => import('../../features/treatments/treatment-chart-page.tsx'),
    (m) => m.TreatmentChartPage,
    ['treatments', 'patients', 'appointments'],
  ),
  // 'common' for the date shortcuts.
  BranchIncome: lazyPage(
    () => import('../../features/reports/branch-report-page.tsx'),
    (m) => m.BranchReportPage,
    ['reports', 'common'],
  ),
  PersonalIncome: lazyPage(
    () => import('../../features/reports/personal-income-page.tsx'),
    (m) => m.PersonalIncomePage,
    ['reports', 'common'],
  ),
  // 'ai' for the conditions' and bands' names, 'patients' for the patient picker, 'common' for the date shortcuts.
  branchAnalysis: lazyPage(
    () => import('../../features/reports/analysis-branch-page.tsx'),
    (m) => m.AnalysisBranchPage,
    ['reports', 'ai', 'common'],
  ),
  PatientAnalysis: lazyPage(
    () => import('../../features/reports/analysis-patient-page.tsx'),
    (m) => m.AnalysisPatientPage,
    ['reports', 'ai', 'patients', 'common'],
  ),
  FileManage: lazyPage(
    () => import('./file-manager-route.tsx'),
    (m) => m.FileManagerRoute,
    ['media'],
  ),
};

export function branchPageModule(name: BranchPageName): LazyRoute {
  return BRANCH_PAGE_MODULES[name] ?? placeholderPage;
}

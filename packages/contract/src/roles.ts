/**
 * Roles and the permission matrix of both spec §6 tables: one source for server guards,
 * web route guards and menus. A user may hold several roles; a check passes when any held
 * role is allowed.
 */
export const ROLE = {
  MANAGER: 1,
  DOCTOR: 2,
  COUNTER: 3,
  ASSISTANT: 4,
  HEADCOUNTER: 5,
} as const;

export type RoleName = keyof typeof ROLE;
export type RoleId = (typeof ROLE)[RoleName];
export const ALL_ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5];

const { MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER } = ROLE;

/** Areas of the product and the roles that may use them (spec access §6, clinic §2). */
export const PERMISSIONS = {
  /** Reads every working screen needs: branch info and rooms, configuration, masters, doctors. */
  branchRead: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  doctorDashboard: [DOCTOR],
  doctorsTreatingQueue: [ASSISTANT],
  queue: [ASSISTANT, COUNTER, MANAGER, HEADCOUNTER],
  userManage: [MANAGER, COUNTER, HEADCOUNTER],
  masterLists: [COUNTER, MANAGER, DOCTOR, HEADCOUNTER],
  /** Changing the master lists and their favourites: doctors read them, they do not edit them. */
  masterListsWrite: [COUNTER, MANAGER, HEADCOUNTER],
  packageManage: [COUNTER, MANAGER, DOCTOR, HEADCOUNTER],
  /** Giving a patient an ortho package, recording its visits, completing or deleting it: packageManage's people. */
  orthoPackageAssign: [COUNTER, MANAGER, DOCTOR, HEADCOUNTER],
  receipts: [COUNTER, MANAGER, HEADCOUNTER],
  /** Cancelling a receipt: the manager's and the head counter's, not the counter who took it (spec §6: 403). */
  receiptCancel: [MANAGER, HEADCOUNTER],
  labExpense: [COUNTER, MANAGER, HEADCOUNTER],
  fileManage: [MANAGER, HEADCOUNTER],
  reportPersonal: [COUNTER, MANAGER, DOCTOR, HEADCOUNTER],
  reportBranch: [COUNTER, MANAGER, HEADCOUNTER],
  aiAnalysis: [MANAGER, HEADCOUNTER],
  /** The photo-analysis workflow of a patient: the dentist at the chair confirms each suggestion. */
  aiPhotoAnalysis: [DOCTOR, MANAGER, HEADCOUNTER],
  subscription: [MANAGER, HEADCOUNTER],
  setting: [COUNTER, MANAGER, HEADCOUNTER],
  settingMenu: [MANAGER, HEADCOUNTER],
  /** Saving the branch settings: a counter opens the setting page read-only. */
  settingWrite: [MANAGER, HEADCOUNTER],
  /** The clinic's own fields (names, logo) and opening a branch: its managers only (issue 8). */
  clinicManage: [MANAGER],
  ktbFastPay: [COUNTER, MANAGER, HEADCOUNTER],
  /** Buying or extending the branch's file-storage plan (fileStorage/subscribe): as the subscription page. */
  fileStoragePlan: [MANAGER, HEADCOUNTER],
  /** Patient records: every member reads them (doctors and assistants at the chair). */
  patientRead: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Registering and editing patients: the front desk and the manager. */
  patientWrite: [COUNTER, MANAGER, HEADCOUNTER],
  /** Deleting and merging records, and reading who opened or changed one: the manager only. */
  patientManage: [MANAGER],
  /** A patient's medical history (the risk questionnaire): taken at the front desk or at the chair. */
  patientMedicalWrite: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Linking a patient to the tele-dentistry service and opening a case: front desk, manager, doctor. */
  teleDentistry: [MANAGER, DOCTOR, COUNTER, HEADCOUNTER],
  /** Granting an outside system a FHIR token for one patient: the same people who share records. */
  fhirGrant: [MANAGER, DOCTOR, COUNTER, HEADCOUNTER],
  /** Reading the calendars and lists: everyone (a doctor sees their day, an assistant every doctor's). */
  appointmentRead: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Booking, editing, moving and cancelling appointments: the queue's people, not the doctor at the chair. */
  appointmentBook: [ASSISTANT, COUNTER, MANAGER, HEADCOUNTER],
  /** Checking a patient in, and taking a check-in back. */
  appointmentCheckIn: [ASSISTANT, COUNTER, MANAGER, HEADCOUNTER],
  /** Sending a treated patient to the cashier (status 6) and back (5): the chair side too. */
  appointmentStatus: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Referring an appointment to another doctor or branch: the doctor decides it, the desk carries it out. */
  appointmentRefer: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** A patient's files and the branch's templates: everyone reads them. */
  mediaRead: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Uploading photos, X-rays and signed documents: at the chair and at the desk. */
  mediaUpload: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Moving a file to the recycle bin: those who keep the record; the bin itself is fileManage. */
  mediaDelete: [MANAGER, DOCTOR, COUNTER, HEADCOUNTER],
  /** Treatment records: everyone reads them (the counter for payment, the assistant at the chair). */
  treatmentRead: [MANAGER, DOCTOR, COUNTER, ASSISTANT, HEADCOUNTER],
  /** Writing a treatment record: the doctor charts, the assistant records the items dispensed. */
  treatmentWrite: [DOCTOR, ASSISTANT],
  /** Within a record, the chart (diagnoses, treatments done, doctor, note): doctors only. */
  treatmentChart: [DOCTOR],
  /** Reading who recorded or changed a treatment: the manager, as for a patient's history. */
  treatmentAudit: [MANAGER],
  /**
   * Writing off what a patient still owes on a treatment line: money the clinic gives up, so the
   * manager and the head counter (who answers for the counter's cash), not the counter itself.
   */
  treatmentWriteOff: [MANAGER, HEADCOUNTER],
  /**
   * Writing a patient's treatment plan: those who discuss the work with the patient (the AI
   * analysis saves its plan for a manager or head counter); the counter reads it. Marking an item
   * Done records a treatment line, which is treatmentChart's.
   */
  treatmentPlanWrite: [MANAGER, DOCTOR, ASSISTANT, HEADCOUNTER],
  navNewPatient: [MANAGER, COUNTER, HEADCOUNTER],
  navPatientSearch: [MANAGER, COUNTER, ASSISTANT, HEADCOUNTER],
  navNotifications: [MANAGER, COUNTER, ASSISTANT, HEADCOUNTER],
} as const satisfies Record<string, readonly RoleId[]>;

export type PermissionArea = keyof typeof PERMISSIONS;

export function canUse(area: PermissionArea, heldRoles: readonly number[]): boolean {
  const allowed: readonly number[] = PERMISSIONS[area];
  return heldRoles.some((role) => allowed.includes(role));
}

/** Branch pages (path under /:clinicUrl/:branchUrl/) with their route name and area. */
export const BRANCH_PAGES = [
  { name: 'Dashboard', path: 'doctor/dashboard', area: 'doctorDashboard' },
  { name: 'DoctorsTreatingQueue', path: 'doctorsTxQ', area: 'doctorsTreatingQueue' },
  { name: 'QueueManage', path: 'queuemanage', area: 'queue' },
  { name: 'QueueList', path: 'queuelist/:param?', area: 'queue' },
  { name: 'UserManage', path: 'usermanage', area: 'userManage' },
  { name: 'PackageManage', path: 'packageManage', area: 'packageManage' },
  { name: 'AptListManage', path: 'aptlistmanage', area: 'masterLists' },
  { name: 'TxListManage', path: 'txlistmanage', area: 'masterLists' },
  { name: 'DxListManage', path: 'dxlistmanage', area: 'masterLists' },
  { name: 'ItemsListManage', path: 'itemslistmanage', area: 'masterLists' },
  { name: 'LabProductManage', path: 'labproductmanage', area: 'masterLists' },
  { name: 'ReceiptManage', path: 'receiptmanage', area: 'receipts' },
  { name: 'LabExpense', path: 'labexpense', area: 'labExpense' },
  { name: 'FileManage', path: 'filemanage', area: 'fileManage' },
  { name: 'PersonalIncome', path: 'report/personal', area: 'reportPersonal' },
  // The route guard lets doctors in (spec clinic §2); only the menu hides branch income from them.
  { name: 'BranchIncome', path: 'report/branch', area: 'reportPersonal' },
  { name: 'branchAnalysis', path: 'analysis/branch', area: 'aiAnalysis' },
  { name: 'PatientAnalysis', path: 'analysis/patient', area: 'aiAnalysis' },
  { name: 'Setting', path: 'setting', area: 'setting' },
  { name: 'Subscription', path: 'subscription', area: 'subscription' },
  { name: 'KtbFastPay', path: 'ktbfastpay', area: 'ktbFastPay' },
  { name: 'KtbFastPaySuccess', path: 'ktbfastpay/success', area: 'ktbFastPay' },
  { name: 'KtbFastPayFail', path: 'ktbfastpay/fail', area: 'ktbFastPay' },
  { name: 'KtbFastPayCancel', path: 'ktbfastpay/cancel', area: 'ktbFastPay' },
  { name: 'Receipt', path: 'receipt', area: 'receipts' },
  // Issue 9: the clinic's patients, and one patient's record as its own deep-linkable route.
  { name: 'PatientList', path: 'patients', area: 'patientRead' },
  { name: 'PatientRecord', path: 'patient/:patientId', area: 'patientRead' },
  { name: 'PatientAiAnalysis', path: 'patient/:patientId/ai-analysis', area: 'aiPhotoAnalysis' },
  // Issue 16: the dental chart of one visit (a checked-in appointment), reached from the queue.
  { name: 'TreatmentChart', path: 'treatment/:appointmentId', area: 'treatmentRead' },
] as const satisfies readonly { name: string; path: string; area: PermissionArea }[];

/** The landing page after picking a branch, by role (identity issue). */
export function landingPagePath(heldRoles: readonly number[]): string {
  if (heldRoles.includes(DOCTOR)) return 'doctor/dashboard';
  if (heldRoles.includes(ASSISTANT)) return 'doctorsTxQ';
  return 'queuemanage';
}

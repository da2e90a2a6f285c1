// @ts-check
// The rank of every feature (docs/adr/0005): read by the import rules and the SQL rules.

/** Lower ranks are imported by higher ones, never the other way round. */
export const FEATURE_RANKS = {
  files: 0,
  masters: 0,
  auth: 1,
  oauth: 2,
  clinics: 2,
  profile: 2,
  patients: 3,
  appointments: 4,
  media: 4,
  dicom: 4,
  lab: 4,
  treatments: 5,
  ortho: 5,
  signing: 5,
  ai: 5,
  receipts: 6,
  payments: 6,
  reports: 7,
  superadmin: 7,
  shell: 8,
};

// @ts-check
// The endpoints sql-baseline.mjs sets beside their own SQL (issue 21): the request pipeline's
// (health, the login check at a branch, the clinic picker, a public catalogue), every list and
// search endpoint of the clinic features, as the screens call them on the demo clinic, and the
// records the screens open most. A feature that adds a list or a search adds it to
// `clinicListTargets` here, one that adds a record opened all day to `clinicRecordTargets`.

import { addDays, bangkokMidnight, bangkokToday } from './bangkok-days.mjs';

/** @typedef {import('../http-load.mjs').LoadTarget} LoadTarget */

const BRANCH = 'yim-demo/siam';
/** As every browser asks: lists are large enough for the server to compress them. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** @type {LoadTarget[]} */
export const PIPELINE_ENDPOINTS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  {
    name: 'GET /api/user/checkLogin/yim-demo/siam',
    method: 'GET',
    path: `/api/user/checkLogin/${BRANCH}`,
    signedIn: true,
  },
  { name: 'GET /api/user/clinic', method: 'GET', path: '/api/user/clinic', signedIn: true },
  { name: 'GET /api/master/configValue/all', method: 'GET', path: '/api/master/configValue/all' },
];

/**
 * The clinic features' lists and searches. A patient's own lists need patients with history:
 * found once through the API (`findDemoPatients`). The demo seed is the same on both databases,
 * so the same paths serve PostgreSQL and PGlite.
 * @param {string} baseUrl @param {string} token
 * @returns {Promise<LoadTarget[]>}
 */
export async function clinicLists(baseUrl, token) {
  const found = await findDemoPatients((path) => getJson(`${baseUrl}${path}`, token));
  return [...clinicListTargets(found), ...clinicRecordTargets(found)];
}

/**
 * The demo patients whose pages have something to list:
 * - `treated`: the patient of the branch's newest receipt (treatments, history, appointments);
 * - `planned`: the first patient of the past month's charted visits with a treatment plan (the
 *   seed plans for the first patients of siam's charted visits);
 * - `braced`: the patient with the smallest DN, whom the seed puts on braces;
 * - `receipt`: that newest receipt and the visit it paid (whose treatment record is charted).
 * @typedef {{ treated: number; planned: number; braced: number; receipt: { id: number; appointmentId: number } }} DemoPatients
 * @param {(path: string) => Promise<any>} getJson the answer to a signed-in GET, parsed
 * @returns {Promise<DemoPatients>}
 */
export async function findDemoPatients(getJson) {
  /** @type {NewestReceipt} */
  const newest = await getJson(NEWEST_RECEIPT_PATH);
  const treated = patientOfNewestReceipt(newest);
  const receipt = newest.data.receipts[0];
  if (!receipt?.appointmentId) throw new Error('the demo clinic’s newest receipt paid no visit');

  const today = bangkokToday();
  const month = `startDt=${encodeURIComponent(bangkokMidnight(addDays(today, -30)))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(today, 1)))}`;
  /** @type {{ data: { appointments: { id: number; statusId: number; patient: { id: number } | null }[] } }} */
  const visits = await getJson(`/api/appointment/${BRANCH}?${month}`);
  const charted = visits.data.appointments
    .filter((visit) => CHARTED_STATUSES.includes(visit.statusId) && visit.patient)
    .sort((a, b) => a.id - b.id)
    .map((visit) => /** @type {{ id: number }} */ (visit.patient).id);
  let planned;
  for (const patientId of new Set(charted)) {
    /** @type {{ data: { list: unknown[] } }} */
    const plans = await getJson(`/api/treatmentPlan/${BRANCH}/${patientId}`);
    if (plans.data.list.length > 0) {
      planned = patientId;
      break;
    }
  }
  if (planned === undefined) throw new Error('the demo clinic has no patient with a treatment plan this month');

  // The patient list runs newest first: its last line is the smallest DN.
  /** @type {{ data: { maxPatient: number } }} */
  const first = await getJson(`/api/patient/${BRANCH}?offset=0&limit=1`);
  /** @type {{ data: { list: { id: number }[] } }} */
  const last = await getJson(`/api/patient/${BRANCH}?offset=${first.data.maxPatient - 1}&limit=1`);
  const braced = last.data.list[0]?.id;
  if (braced === undefined) throw new Error('the demo clinic has no patient');
  return { treated, planned, braced, receipt: { id: receipt.id, appointmentId: receipt.appointmentId } };
}

/** Waiting for payment, paid: the visits whose treatments were charted. */
const CHARTED_STATUSES = [6, 7];

/** @typedef {{ data: { receipts: { id: number; appointmentId: number | null; patient: { id: number } }[] } }} NewestReceipt */

/** Where the treated patient is found: the branch's newest receipt. */
const NEWEST_RECEIPT_PATH = `/api/receipt/${BRANCH}?limit=1`;

/** @param {NewestReceipt} receipts the answer of NEWEST_RECEIPT_PATH @returns {number} */
function patientOfNewestReceipt(receipts) {
  const patientId = receipts.data.receipts[0]?.patient.id;
  if (patientId === undefined) throw new Error('the demo clinic has no receipt to take a patient from');
  return patientId;
}

/**
 * The lists and searches as the screens call them, for the week around today in Bangkok: the
 * calendar's, the patient page's, the forms' pickers and searches as they are typed into, and the
 * settings' lists. Some of a patient's lists are empty in the demo (files and protocol photos need
 * uploads): their statements still run.
 * @param {DemoPatients} patients
 * @returns {LoadTarget[]}
 */
export function clinicListTargets({ treated, planned, braced }) {
  const today = bangkokToday();
  const week = `startDt=${encodeURIComponent(bangkokMidnight(addDays(today, -3)))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(today, 4)))}`;
  const day = `startDt=${encodeURIComponent(bangkokMidnight(today))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(today, 1)))}`;
  const typed = (/** @type {string} */ text) => encodeURIComponent(text);
  /** @type {[string, string][]} name, path */
  const lists = [
    ['patients, first page', `/api/patient/${BRANCH}?offset=0&limit=20`],
    ['patients, Thai name search', `/api/patient/${BRANCH}?keyword=${typed('สม')}&limit=20`],
    ['appointments, the week around today', `/api/appointment/${BRANCH}?${week}`],
    ['appointments per doctor, today', `/api/appointment/doctor/${BRANCH}?${day}`],
    ['receipts, first page', `/api/receipt/${BRANCH}?offset=0&limit=20`],
    ['lab expenses, first page', `/api/lab/${BRANCH}?offset=0&limit=20`],
    ["a patient's treatments", `/api/treatment/${BRANCH}?patientId=${treated}&limit=20`],
    ["a patient's files", `/api/mediaFile/${BRANCH}?patientId=${treated}&limit=20`],
    ["a patient's history", `/api/patient/history/${BRANCH}/${treated}?offset=0&limit=20`],
    ["a patient's appointments", `/api/appointment/patient/${BRANCH}?patientId=${treated}`],
    ["a patient's overdue lines", `/api/treatment/overdue/${BRANCH}?patientId=${treated}`],
    ["a patient's protocol photos", `/api/protocolMedia/${BRANCH}/${treated}?limit=10`],
    ["a patient's treatment plans", `/api/treatmentPlan/${BRANCH}/${planned}`],
    ["a patient's ortho packages", `/api/orthoPackage/user/${BRANCH}?uid=${braced}`],
    [
      'duplicate check, a Thai name typed',
      `/api/patient/checkDuplicate/${BRANCH}?firstNameTh=${typed('สมชาย')}&lastNameTh=${typed('ใจดี')}`,
    ],
    [
      'treatment picker, search with ICD-10-TM',
      `/api/master/treat/${BRANCH}?offset=0&limit=20&keyword=${typed('ขูด')}&includeICD10TM=true`,
    ],
    [
      'diagnosis picker, search with ICD-10',
      `/api/master/treatDiag/${BRANCH}?offset=0&limit=20&keyword=K02&includeICD10=true`,
    ],
    ['appointment treatments for the form', `/api/master/apptTreat/${BRANCH}?offset=0&limit=100`],
    ['items, first page', `/api/master/item/${BRANCH}?offset=0&limit=20`],
    ['treatment categories', `/api/master/treatCate/${BRANCH}?offset=0&limit=100`],
    ['lab catalogue, first page', `/api/master/lab/${BRANCH}?offset=0&limit=20`],
    ['lab companies, first page', `/api/master/companyLab/${BRANCH}?offset=0&limit=20`],
    ['receipt payment methods', `/api/master/mReceiptPayment/${BRANCH}`],
    ['provinces for an address', `/api/master/thaiAddress/province/${BRANCH}`],
    ['risk questions', `/api/riskQuestions/${BRANCH}`],
    ['ortho packages of the branch', `/api/orthoPackage/${BRANCH}`],
    ['ortho package masters, first page', `/api/orthoPackage/master/${BRANCH}?scope=branch&offset=0&limit=20`],
    ['doctors of the branch', `/api/user/${BRANCH}?roleIds=2&activeMembersOnly=true`],
    ['staff with former members', `/api/branchMember/${BRANCH}?activeMembersOnly=false`],
    ['appointment drafts', `/api/appointmentDraft/${BRANCH}`],
    ['orders, first page', `/api/order/${BRANCH}?offset=0&limit=20`],
  ];
  return lists.map(([name, path]) => ({ name, method: 'GET', path, signedIn: true, headers: BROWSER_HEADERS }));
}

/**
 * The records the screens open all day, each a read of one row and what hangs on it: a patient's
 * record (which writes its "open" audit row), an appointment from the calendar, the treatment
 * record of a visit, a receipt, and tomorrow's counts that the navbar shows on every screen.
 * @param {DemoPatients} records
 * @returns {LoadTarget[]}
 */
export function clinicRecordTargets({ treated, receipt }) {
  /** @type {[string, string][]} name, path */
  const opened = [
    ["a patient's record", `/api/patient/${BRANCH}/${treated}`],
    ['an appointment', `/api/appointment/${BRANCH}/${receipt.appointmentId}`],
    ['the treatment record of a visit', `/api/treatment/byAppointmentID/${BRANCH}/${receipt.appointmentId}`],
    ['a receipt', `/api/receipt/${BRANCH}/${receipt.id}`],
    ["tomorrow's counts (navbar)", `/api/appointment/summary/tomorrow/${BRANCH}`],
  ];
  return opened.map(([name, path]) => ({ name, method: 'GET', path, signedIn: true, headers: BROWSER_HEADERS }));
}

/** @param {string} url @param {string} token */
async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

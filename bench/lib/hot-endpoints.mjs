// @ts-check
// The endpoints sql-baseline.mjs sets beside their own SQL (issue 21): the request pipeline's
// (health, the login check at a branch, the clinic picker, a public catalogue) and every list and
// search endpoint of the clinic features, as the screens call them on the demo clinic. A feature
// that adds a list or a search adds it to `clinicLists` here.

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
 * The clinic features' lists and searches. A patient's own lists (treatments, files) need a
 * patient with history: the one of the newest receipt, found once through the API. The demo seed
 * is the same on both databases, so the same paths serve PostgreSQL and PGlite.
 * @param {string} baseUrl @param {string} token
 * @returns {Promise<LoadTarget[]>}
 */
export async function clinicLists(baseUrl, token) {
  const receipts = /** @type {NewestReceipt} */ (await getJson(`${baseUrl}${NEWEST_RECEIPT_PATH}`, token));
  return clinicListTargets(patientOfNewestReceipt(receipts));
}

/** @typedef {{ data: { receipts: { patient: { id: number } }[] } }} NewestReceipt */

/** Where the patient with history is found: the branch's newest receipt. */
export const NEWEST_RECEIPT_PATH = `/api/receipt/${BRANCH}?limit=1`;

/** @param {NewestReceipt} receipts the answer of NEWEST_RECEIPT_PATH @returns {number} */
export function patientOfNewestReceipt(receipts) {
  const patientId = receipts.data.receipts[0]?.patient.id;
  if (patientId === undefined) throw new Error('the demo clinic has no receipt to take a patient from');
  return patientId;
}

/**
 * The lists and searches as the screens call them, for the week around today in Bangkok.
 * @param {number} patientId a patient with treatments and files
 * @returns {LoadTarget[]}
 */
export function clinicListTargets(patientId) {
  const today = bangkokToday();
  const week = `startDt=${encodeURIComponent(bangkokMidnight(addDays(today, -3)))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(today, 4)))}`;
  const day = `startDt=${encodeURIComponent(bangkokMidnight(today))}&endDt=${encodeURIComponent(bangkokMidnight(addDays(today, 1)))}`;
  /** @type {[string, string][]} name, path */
  const lists = [
    ['patients, first page', `/api/patient/${BRANCH}?offset=0&limit=20`],
    ['patients, Thai name search', `/api/patient/${BRANCH}?keyword=${encodeURIComponent('สม')}&limit=20`],
    ['appointments, the week around today', `/api/appointment/${BRANCH}?${week}`],
    ['appointments per doctor, today', `/api/appointment/doctor/${BRANCH}?${day}`],
    ['receipts, first page', `/api/receipt/${BRANCH}?offset=0&limit=20`],
    ['lab expenses, first page', `/api/lab/${BRANCH}?offset=0&limit=20`],
    ["a patient's treatments", `/api/treatment/${BRANCH}?patientId=${patientId}&limit=20`],
    ["a patient's files", `/api/mediaFile/${BRANCH}?patientId=${patientId}&limit=20`],
  ];
  return lists.map(([name, path]) => ({ name, method: 'GET', path, signedIn: true, headers: BROWSER_HEADERS }));
}

/** @param {string} url @param {string} token */
async function getJson(url, token) {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canUse, masters, type Endpoint, type TMasterEntry } from '@yim/contract';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Who may read and change the master lists, and that no clinic reaches another's: by branch
// path (404 outside the clinic, 403 in a branch of one's clinic where one is not a member) and
// by row id (404: another clinic's rows do not exist for the caller).

const SIAM = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const THONGLOR = { clinicUrl: 'yim-demo', branchUrl: 'thonglor' };
const ARI = { clinicUrl: 'smile-ari', branchUrl: 'ari' };

const STAFF = {
  manager: { email: 'manager@demo.yim.test', roles: [1] },
  doctor: { email: 'doctor@demo.yim.test', roles: [2] },
  counter: { email: 'counter@demo.yim.test', roles: [3] },
  assistant: { email: 'assistant@demo.yim.test', roles: [4] },
  headcounter: { email: 'headcounter@demo.yim.test', roles: [5] },
};

/**
 * Every branch endpoint of the master lists, found in the contract. The Thai address lookups
 * (`masters.thai…`) are branch endpoints of masters too, but no list: every member reads them
 * (thai-address.int.test.ts; lib/http/permissions.int.test.ts covers their roles and clinics).
 */
const MASTER_LIST_ENDPOINTS: Endpoint[] = (Object.values(masters) as Endpoint[]).filter(
  (e) => e.access.kind === 'branch' && !e.id.startsWith('masters.thai'),
);

let t: TestApp;
const tokens: Record<string, string> = {};
let ariManager: string;
/** Row ids of siam, one per list: the targets of id paths. */
const siamIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, staff] of Object.entries(STAFF)) tokens[name] = await t.login(staff.email);
  ariManager = await t.login('manager@ari.yim.test');
  const rows = await t.db.owner.execute<{ kind: string; id: number; is_category: boolean }>(sql`
    select kind, min(id) as id, false as is_category from master_entries e
      where branch_id = (select id from branches where url = 'siam') group by kind
    union all
    select kind, min(id), true from master_categories
      where branch_id = (select id from branches where url = 'siam') group by kind`);
  for (const row of rows.rows) siamIds[row.is_category ? `${row.kind}Cate` : row.kind] = Number(row.id);
  // The lab catalogue's categories are its companies, on the spec's path companyLab.
  siamIds.companyLab = siamIds.labCate!;
});
afterAll(() => t.close());

/** The list an endpoint works on, from its id (`masters.treatCateUpdate` → treatCate). */
function listOf(endpoint: Endpoint): string {
  return /^masters\.(\w+?)(List|Get|Create|Update|Delete|FavAdd|FavRemove)$/.exec(endpoint.id)?.[1] ?? '';
}

let codeCounter = 0;
/** A valid call of the endpoint at the given branch, on a siam row where it takes an id. */
function validCall(endpoint: Endpoint, where: { clinicUrl: string; branchUrl: string }) {
  const list = listOf(endpoint);
  const params = endpoint.path.includes(':id') ? { ...where, id: siamIds[list] ?? 1 } : where;
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE' || endpoint.id.endsWith('FavAdd')) {
    return { params };
  }
  codeCounter += 1;
  const payload: Record<string, unknown> = { code: `ACC-${codeCounter}`, nameTh: 'ทดสอบสิทธิ์' };
  if (endpoint.id === 'masters.paymentMethodsUpdate')
    return { params, payload: { methods: [{ id: 3, enabled: true }] } };
  if (list === 'treat' || list === 'item' || list === 'lab') payload.price = 100;
  if (list === 'lab') payload.cateId = siamIds.labCate;
  return { params, payload };
}

describe('the role matrix on every master-list endpoint', () => {
  it('covers the endpoints of the eight lists, favourites, details, the lab catalogue and payment methods', () => {
    expect(MASTER_LIST_ENDPOINTS.length).toBe(4 * 6 + 4 * 4 + 2 + (7 + 4) + 2);
  });

  // Lists: counter, manager, head counter write. Payment methods: manager and head counter. About
  // 280 calls in a row: more than the default 30 s when the machine is busy.
  it('lets every member read, and each write through the roles of its area', async () => {
    for (const endpoint of MASTER_LIST_ENDPOINTS.filter((e) => e.method === 'GET')) {
      for (const name of Object.keys(STAFF)) {
        const response = await t.send(endpoint, { token: tokens[name], ...validCall(endpoint, SIAM) });
        expect(response.statusCode, `${endpoint.id} as ${name}`).toBe(200);
      }
    }
    // Deletes last, so that the rows the other calls name still exist.
    const writes = MASTER_LIST_ENDPOINTS.filter((e) => e.method !== 'GET').sort(
      (a, b) =>
        Number(a.method === 'DELETE' && !a.id.endsWith('FavRemove')) -
        Number(b.method === 'DELETE' && !b.id.endsWith('FavRemove')),
    );
    for (const endpoint of writes) {
      for (const [name, staff] of Object.entries(STAFF)) {
        const area = (endpoint.access.kind === 'branch' && endpoint.access.area) || 'branchRead';
        expect(area, endpoint.id).toBe(
          endpoint.id === 'masters.paymentMethodsUpdate' ? 'settingWrite' : 'masterListsWrite',
        );
        const allowed = canUse(area, staff.roles);
        if (allowed && endpoint.method === 'DELETE' && !endpoint.id.endsWith('FavRemove')) continue;
        const response = await t.send(endpoint, { token: tokens[name], ...validCall(endpoint, SIAM) });
        const label = `${endpoint.id} as ${name}`;
        if (allowed) expect(response.statusCode, `${label}: ${response.body}`).toBe(200);
        else expect([response.statusCode, response.json.errorCode], label).toEqual([403, 'PERMISSION_DENIED']);
      }
    }
  }, 180_000);

  it('lets a head counter delete, and refuses a doctor even with a valid body', async () => {
    const created = await t.send(masters.apptTreatCreate, {
      token: tokens.headcounter,
      params: SIAM,
      payload: { code: 'HC-1', nameTh: 'นัดทดสอบ' },
    });
    const id = created.json.data.id;
    const doctorDelete = await t.send(masters.apptTreatDelete, { token: tokens.doctor, params: { ...SIAM, id } });
    expect([doctorDelete.statusCode, doctorDelete.json.errorCode]).toEqual([403, 'PERMISSION_DENIED']);
    const invalidAsDoctor = await t.send(masters.apptTreatCreate, { token: tokens.doctor, params: SIAM, payload: {} });
    expect(invalidAsDoctor.statusCode).toBe(403);
    const deleted = await t.send(masters.apptTreatDelete, { token: tokens.headcounter, params: { ...SIAM, id } });
    expect(deleted.json.data).toEqual({ id, hidden: false });
  });
});

describe('tenancy', () => {
  it('gives manager@ari.yim.test nothing of yim-demo by branch path: 404 everywhere', async () => {
    for (const endpoint of MASTER_LIST_ENDPOINTS) {
      const response = await t.send(endpoint, { token: ariManager, ...validCall(endpoint, SIAM) });
      expect([response.statusCode, response.json.errorCode], endpoint.id).toEqual([404, 'BRANCH-NOT-FOUND']);
    }
  });

  it('gives manager@ari.yim.test nothing of yim-demo by row id at their own branch: 404, rows unchanged', async () => {
    const before = await t.db.owner.execute(
      sql`select id, code, name_th, favorite, deleted_at from master_entries order by id`,
    );
    const byId = MASTER_LIST_ENDPOINTS.filter((e) => e.path.includes(':id'));
    expect(byId.length).toBe(4 * 4 + 4 * 2 + 2 + (5 + 2));
    for (const endpoint of byId) {
      const response = await t.send(endpoint, { token: ariManager, ...validCall(endpoint, ARI) });
      expect(response.statusCode, `${endpoint.id}: ${response.body}`).toBe(404);
    }
    const after = await t.db.owner.execute(
      sql`select id, code, name_th, favorite, deleted_at from master_entries order by id`,
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('shows ari its own list only, with the national entries every branch shares', async () => {
    const ari = await t.send(masters.treatList, { token: ariManager, params: ARI, query: { limit: 100 } });
    const own = ari.json.data.list.filter((e: TMasterEntry) => e.source === 'branch');
    expect(own.length).toBeGreaterThan(0);
    const ariBranch = await t.db.owner.execute<{ id: number }>(sql`select id from branches where url = 'ari'`);
    expect(own.every((e: TMasterEntry) => e.branchId === Number(ariBranch.rows[0]!.id))).toBe(true);
    expect(ari.json.data.list.some((e: TMasterEntry) => e.id === siamIds.treat)).toBe(false);
    // ari's copy of SCALE is its own row with its own price, not yim-demo's.
    expect(own.find((e: TMasterEntry) => e.code === 'SCALE')).toMatchObject({ price: 900 });
  });

  it('refuses a counter of siam every master-list endpoint at thonglor: 403', async () => {
    for (const endpoint of MASTER_LIST_ENDPOINTS) {
      const response = await t.send(endpoint, { token: tokens.counter, ...validCall(endpoint, THONGLOR) });
      expect([response.statusCode, response.json.errorCode], endpoint.id).toEqual([403, 'BRANCH-NOT-MEMBER']);
    }
  });

  it('answers 401 without a token', async () => {
    for (const endpoint of MASTER_LIST_ENDPOINTS) {
      const response = await t.send(endpoint, validCall(endpoint, SIAM));
      expect(response.statusCode, endpoint.id).toBe(401);
    }
  });
});

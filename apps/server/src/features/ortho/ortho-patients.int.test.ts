import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ortho, patients, type TPatientOrthoPackage } from '@yim/contract';
import {
  ARI,
  SIAM,
  THONGLOR,
  assigned,
  assistant,
  ariManager,
  auditOf,
  body,
  counter,
  createdMaster,
  createdTemplate,
  doctor,
  manager,
  patientId,
  t,
  openOrthoFixture,
} from '../../test/ortho-fixture.ts';

// Issue 16, ortho packages (spec clinic §4, §7 Ortho): patients' packages with their schedule,
// visits and status, every change audited.

beforeAll(openOrthoFixture);
afterAll(() => t.close());
describe("patients' packages", () => {
  it('assigns a snapshot with its monthly schedule, which later edits of the master leave alone', async () => {
    const master = await createdMaster(body({ items: [{ nameTh: 'ทั้งชุด', price: 1000.01 }], instalments: 3 }));
    const given = await assigned(master.id);
    expect(given).toMatchObject({
      patientId,
      packageId: master.id,
      fromTemplate: false,
      nameTh: master.nameTh,
      price: 1000.01,
      instalments: 3,
      visitsTotal: 3,
      visitsUsed: 0,
      status: 1,
      startDate: '2026-01-31',
    });
    expect(given.schedule).toEqual([
      { seq: 1, dueDate: '2026-01-31', amount: 333.35 },
      { seq: 2, dueDate: '2026-02-28', amount: 333.33 },
      { seq: 3, dueDate: '2026-03-31', amount: 333.33 },
    ]);
    await t.send(ortho.masterUpdate, {
      token: counter,
      params: { ...SIAM, id: master.id },
      payload: body({ nameTh: master.nameTh, items: [{ nameTh: 'ขึ้นราคา', price: 9999 }] }),
    });
    const read = await t.send(ortho.userList, { token: assistant, params: SIAM, query: { packageID: given.id } });
    expect(read.json.data.list[0]).toMatchObject({ price: 1000.01, items: [{ nameTh: 'ทั้งชุด' }] });

    const audit = await auditOf('patientOrthoPackage', given.id);
    expect(audit.map((r) => r.action)).toEqual(['create']);
    expect(audit[0]!.after).toMatchObject({ patientId, price: 1000.01 });
  });

  it('assigns a national template with another number of instalments', async () => {
    const template = await createdTemplate(body({ instalments: 12 }));
    const given = await assigned(template.id, { instalments: 2, startDate: '2026-03-01' });
    expect(given).toMatchObject({ fromTemplate: true, instalments: 2, price: 45_000.5 });
    expect(given.schedule.map((l) => l.amount)).toEqual([22_500.25, 22_500.25]);
  });

  it('counts visits up to what the package includes, completes, then deletes, each change audited', async () => {
    const given = await assigned((await createdMaster(body({ visits: 2 }))).id);
    const visit = () => t.send(ortho.userVisit, { token: counter, params: { ...SIAM, id: given.id } });
    expect((await visit()).json.data.visitsUsed).toBe(1);
    expect((await visit()).json.data.visitsUsed).toBe(2);
    const third = await visit();
    expect(third.statusCode).toBe(409);
    expect(third.json.errorCode).toBe('ORTHO-VISITS-USED-UP');

    const status = (value: unknown, token = manager) =>
      t.send(ortho.userStatus, { token, params: { ...SIAM, id: given.id }, payload: { status: value } });
    expect((await status(1)).statusCode).toBe(422);
    expect((await status(3)).json.data.status).toBe(3);
    expect((await status(3)).json.errorCode).toBe('ORTHO-PACKAGE-CLOSED');
    expect((await visit()).json.errorCode).toBe('ORTHO-PACKAGE-CLOSED');
    expect((await status(2)).json.data.status).toBe(2);
    expect((await status(2)).statusCode).toBe(409);

    const listed = await t.send(ortho.userList, { token: counter, params: SIAM, query: { uid: patientId } });
    expect(listed.json.data.list.map((p: TPatientOrthoPackage) => p.id)).not.toContain(given.id);
    const withDeleted = await t.send(ortho.userList, {
      token: counter,
      params: SIAM,
      query: { uid: patientId, includeDeleted: 'true' },
    });
    expect(withDeleted.json.data.list.find((p: TPatientOrthoPackage) => p.id === given.id)?.status).toBe(2);

    const audit = await auditOf('patientOrthoPackage', given.id);
    expect(audit.map((r) => r.action)).toEqual(['create', 'update', 'update', 'update', 'delete']);
    expect(audit.slice(1).map((r) => r.after)).toEqual([
      { visitsUsed: 1 },
      { visitsUsed: 2 },
      { status: 3 },
      { status: 2 },
    ]);
  });

  it("lists a patient's schedule across packages in use or completed, by due date", async () => {
    const other = await t.send(patients.create, {
      token: counter,
      params: SIAM,
      payload: { firstNameTh: 'ตาราง', lastNameTh: 'งวด', mobile: '0891115555' },
    });
    const id: number = other.json.data.id;
    const master = await createdMaster(body({ instalments: 2 }));
    const a = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId: id, packageId: master.id, startDate: '2026-05-10' },
    });
    await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId: id, packageId: master.id, startDate: '2026-05-01', instalments: 1 },
    });
    const lines = await t.send(ortho.userItems, { token: assistant, params: { ...SIAM, patientId: id } });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json.data.list.map((l: { dueDate: string }) => l.dueDate)).toEqual([
      '2026-05-01',
      '2026-05-10',
      '2026-06-10',
    ]);
    await t.send(ortho.userStatus, { token: counter, params: { ...SIAM, id: a.json.data.id }, payload: { status: 2 } });
    const after = await t.send(ortho.userItems, { token: assistant, params: { ...SIAM, patientId: id } });
    expect(after.json.data.list).toHaveLength(1);
  });

  it('is read by every member and written by the packageManage roles only', async () => {
    const master = await createdMaster();
    const given = await assigned(master.id);
    for (const token of [counter, doctor, assistant, manager]) {
      const read = await t.send(ortho.userList, { token, params: SIAM, query: { uid: patientId } });
      expect(read.statusCode).toBe(200);
    }
    const refused = await t.send(ortho.userCreate, {
      token: assistant,
      params: SIAM,
      payload: { patientId, packageId: master.id, startDate: '2026-01-01' },
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.send(ortho.userVisit, { token: assistant, params: { ...SIAM, id: given.id } })).statusCode).toBe(
      403,
    );
    expect(
      (await t.send(ortho.userStatus, { token: assistant, params: { ...SIAM, id: given.id }, payload: { status: 3 } }))
        .statusCode,
    ).toBe(403);
  });

  it("keeps another clinic's packages, patients and masters out of reach by id", async () => {
    const master = await createdMaster();
    const given = await assigned(master.id);
    const byId = await t.send(ortho.userList, { token: ariManager, params: ARI, query: { packageID: given.id } });
    expect(byId.json.data.list).toEqual([]);
    const byPatient = await t.send(ortho.userList, { token: ariManager, params: ARI, query: { uid: patientId } });
    expect(byPatient.json.data.list).toEqual([]);
    const items = await t.send(ortho.userItems, { token: ariManager, params: { ...ARI, patientId } });
    expect(items.json.data.list).toEqual([]);
    for (const change of [
      t.send(ortho.userStatus, { token: ariManager, params: { ...ARI, id: given.id }, payload: { status: 2 } }),
      t.send(ortho.userVisit, { token: ariManager, params: { ...ARI, id: given.id } }),
      // Their patient with our master, and our patient with their own master.
      t.send(ortho.userCreate, {
        token: ariManager,
        params: ARI,
        payload: { patientId, packageId: master.id, startDate: '2026-01-01' },
      }),
    ]) {
      expect((await change).statusCode).toBe(404);
    }
    const ariMaster = await t.send(ortho.masterCreate, { token: ariManager, params: ARI, payload: body() });
    const crossed = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId, packageId: ariMaster.json.data.id, startDate: '2026-01-01' },
    });
    expect(crossed.statusCode).toBe(404);
    // Another branch's master of the same clinic is not this branch's to sell.
    const thonglor = await t.send(ortho.masterCreate, { token: manager, params: THONGLOR, payload: body() });
    const fromThonglor = await t.send(ortho.userCreate, {
      token: counter,
      params: SIAM,
      payload: { patientId, packageId: thonglor.json.data.id, startDate: '2026-01-01' },
    });
    expect(fromThonglor.statusCode).toBe(404);
    const current = await t.send(ortho.userList, { token: counter, params: SIAM, query: { packageID: given.id } });
    expect(current.json.data.list[0].status).toBe(1);
  });

  it('refuses a query with both or neither of uid and packageID, and bad bodies', async () => {
    for (const query of [{}, { uid: patientId, packageID: 1 }]) {
      const response = await t.send(ortho.userList, { token: counter, params: SIAM, query });
      expect(response.statusCode).toBe(422);
    }
    const master = await createdMaster();
    for (const extra of [
      { startDate: '2026-13-45x' },
      { instalments: 0 },
      { instalments: 61 },
      { note: 'บันทึก\u0007' },
      { patientId: -1 },
      { packageId: 2_147_483_648 },
    ]) {
      const response = await t.send(ortho.userCreate, {
        token: counter,
        params: SIAM,
        payload: { patientId, packageId: master.id, startDate: '2026-01-01', ...extra },
      });
      expect(response.statusCode, JSON.stringify(extra)).toBe(422);
    }
  });
});

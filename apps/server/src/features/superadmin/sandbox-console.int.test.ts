import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superadmin } from '@yim/contract';
import { createIntegrations } from '../../integrations/integrations.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The super-administrator's sandbox page (docs/integrations.md): the record of what the sandboxes
// were asked, the registry's entries and the simulated patient's button.
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_TELE_CONFIRM_SECONDS: '0' });
  admin = await t.login('superadmin@demo.yim.test');
});
afterAll(() => t.close());

describe('the sandbox page', () => {
  it('is for a platform super-administrator only', async () => {
    const manager = await t.login('manager@demo.yim.test');
    for (const endpoint of [
      superadmin.listSandboxExchanges,
      superadmin.listSandboxLicences,
      superadmin.listSandboxOutbox,
    ]) {
      const response = await t.send(endpoint, { token: manager });
      expect(response.statusCode, endpoint.id).toBe(403);
      expect((await t.send(endpoint)).statusCode, endpoint.id).toBe(401);
    }
  });

  it('lists the seeded registry and adds a tester’s own number, validated', async () => {
    const listed = await t.send(superadmin.listSandboxLicences, { token: admin });
    expect(listed.json.data).toEqual(
      expect.arrayContaining([
        { licenceNo: '12345', holderNameTh: 'ทพ. สมชาย ฟันสวย', holderNameEn: 'Somchai Fansuay', status: 'valid' },
        expect.objectContaining({ licenceNo: '10009', status: 'suspended' }),
      ]),
    );
    const put = await t.send(superadmin.putSandboxLicence, {
      token: admin,
      body: { licenceNo: '77777', holderNameTh: 'ทพ. ทดสอบ ระบบ', holderNameEn: 'Test System' },
    });
    expect(put.json.data).toEqual({
      licenceNo: '77777',
      holderNameTh: 'ทพ. ทดสอบ ระบบ',
      holderNameEn: 'Test System',
      status: 'valid',
    });
    const tooLong = await t.send(superadmin.putSandboxLicence, {
      token: admin,
      body: { licenceNo: '123456', holderNameTh: 'ก', holderNameEn: 'K' },
    });
    expect([tooLong.statusCode, tooLong.json.errorCode]).toEqual([422, 'VALIDATION_FAILED']);
  });

  it('confirms a tele-dentistry code as the simulated patient, and lists the link connected', async () => {
    // The patients feature will issue codes through the app; the adapter on the same database stands in.
    const tele = createIntegrations(t.config.integrations, t.db).teleDentistry;
    const issued = await tele.createLinkCode({ clinicId: 1, patientId: 7 });
    const before = await t.send(superadmin.listSandboxTeleLinks, { token: admin });
    expect(before.json.data[0]).toMatchObject({ code: issued.code, patientRef: 'c1-p7', state: 'pending' });
    const confirmed = await t.send(superadmin.confirmSandboxTeleCode, { token: admin, body: { code: issued.code } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json.data).toMatchObject({ code: issued.code, state: 'connected' });
    const exchanges = await t.send(superadmin.listSandboxExchanges, {
      token: admin,
      query: { service: 'teleDentistry', limit: 2 },
    });
    expect(exchanges.json.data.map((e: { operation: string }) => e.operation)).toEqual([
      'patientConfirmsCode',
      'createLinkCode',
    ]);
    const unknown = await t.send(superadmin.confirmSandboxTeleCode, { token: admin, body: { code: '99999x' } });
    expect(unknown.statusCode).toBe(422);
  });

  it('lists the SMS and LINE outbox, newest first, filtered by channel', async () => {
    // The appointments feature will send reminders through the app; the adapters on the same database stand in.
    const integrations = createIntegrations(t.config.integrations, t.db);
    const sms = await integrations.sms.send({ to: '0999123456', text: 'เตือนนัด 10:00', reference: 'outbox-1' });
    const line = await integrations.line.send({ to: 'Uoutbox', text: 'เตือนนัด 11:00', reference: 'outbox-2' });
    const all = await t.send(superadmin.listSandboxOutbox, { token: admin, query: { limit: 2 } });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json.data.map((m: { messageId: string }) => m.messageId)).toEqual([line.messageId, sms.messageId]);
    const onlySms = await t.send(superadmin.listSandboxOutbox, { token: admin, query: { channel: 'sms' } });
    expect(onlySms.json.data[0]).toMatchObject({
      messageId: sms.messageId,
      channel: 'sms',
      to: '0999123456',
      text: 'เตือนนัด 10:00',
      reference: 'outbox-1',
      sentAt: expect.any(String),
    });
    expect(onlySms.json.data.every((m: { channel: string }) => m.channel === 'sms')).toBe(true);
    const bad = await t.call({ method: 'GET', url: '/api/superadmin/sandbox/outbox?channel=fax', token: admin });
    expect(bad.statusCode).toBe(422);
  });

  it('leaves an audit row for every read and change of the console, naming who and what', async () => {
    const rows = async (email: string) =>
      (
        await t.db.owner.execute<{ action: string; target: string }>(
          sql`select a.action, a.target from superadmin_audit a join users u on u.id = a.user_id
              where u.email = ${email} and a.action like 'sandbox.%' order by a.id`,
        )
      ).rows.map((row) => `${row.action} ${row.target}`);
    const admins = await rows('superadmin@demo.yim.test');
    for (const expected of ['sandbox.licences.list *', 'sandbox.licences.put 77777', 'sandbox.teleLinks.list *']) {
      expect(admins).toContain(expected);
    }
    expect(admins.some((entry) => entry.startsWith('sandbox.outbox.list '))).toBe(true);
    expect(admins.some((entry) => entry.startsWith('sandbox.teleCode.confirm '))).toBe(true);
    // The manager refused in the first test left none: the guard answered before the console was asked.
    expect(await rows('manager@demo.yim.test')).toEqual([]);
  });
});

import { screen, within } from '@testing-library/react';
import { clinics, receipts, ROLE, type TReceiptList } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PatientReceiptsTab } from './patient-receipts-tab.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const PATIENT = { id: 7, dn: 7, name: 'นางดวงใจ ขาวสะอาด' };

function receipt(id: number, receiptNo: string, cancel: boolean): TReceiptList['receipts'][number] {
  return {
    id,
    receiptNo,
    cancel,
    creationDt: '2026-11-28T09:55:00.000Z',
    amount: 1000,
    paid: 1000,
    overdue: 0,
    appointmentId: 100 + id,
    patient: PATIENT,
    publicRef: `1.ref${id}`,
  };
}

function serve(roles: number[], list: TReceiptList['receipts']) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(receipts.listReceipts, BRANCH)]: () =>
      answer(receipts.listReceipts, { receipts: list, pagination: { offset: 0, limit: 20, total: list.length } }),
  });
}

function renderTab() {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl/patient/:patientId', element: <PatientReceiptsTab patientId={PATIENT.id} /> }],
    '/yim/siam/patient/7',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("the record's receipts tab", () => {
  it("lists the patient's receipts at the branch, cancelled ones marked, each to print again or cancel", async () => {
    const fetchMock = serve([ROLE.MANAGER], [receipt(2, '69-000002', false), receipt(1, '69-000001', true)]);
    renderTab();
    const live = (await screen.findByText('69-000002')).closest('tr')!;
    expect(within(live).getByText('ปกติ')).toBeVisible();
    expect(within(live).getByRole('button', { name: 'พิมพ์ซ้ำใบเสร็จ 69-000002' })).toBeVisible();
    expect(within(live).getByRole('button', { name: 'ยกเลิกใบเสร็จ 69-000002' })).toBeVisible();
    const cancelled = screen.getByText('69-000001').closest('tr')!;
    expect(within(cancelled).getByText('ยกเลิก')).toBeVisible();
    expect(within(cancelled).queryByRole('button', { name: /ยกเลิกใบเสร็จ/ })).toBeNull();
    // One patient's page: no patient column, and the list asked for this patient only.
    expect(screen.queryByRole('columnheader', { name: 'ผู้ป่วย' })).toBeNull();
    const [call] = callsTo(fetchMock, receipts.listReceipts, BRANCH);
    const query = new URL(String(call![0]), 'http://localhost').searchParams;
    expect(query.get('patientId')).toBe('7');
    expect(query.get('status')).toBe('all');
    expect(query.has('startDt')).toBe(false);
  });

  it('gives a counter printing but not cancelling', async () => {
    serve([ROLE.COUNTER], [receipt(3, '69-000003', false)]);
    renderTab();
    const row = (await screen.findByText('69-000003')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'พิมพ์ซ้ำใบเสร็จ 69-000003' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: /ยกเลิกใบเสร็จ/ })).toBeNull();
  });

  it('says so when the patient has no receipt at the branch yet', async () => {
    serve([ROLE.COUNTER], []);
    renderTab();
    expect(await screen.findByText('ผู้ป่วยนี้ยังไม่มีใบเสร็จที่สาขานี้')).toBeVisible();
  });
});

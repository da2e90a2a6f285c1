import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { superadmin } from '@yim/contract';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { SandboxPage } from './sandbox-page.tsx';

const exchanges = [
  {
    id: 2,
    service: 'licenceRegistry' as const,
    operation: 'lookUp',
    request: { licenceNo: '00000' },
    response: { error: 'SANDBOX_OUTAGE' },
    outcome: 'unavailable' as const,
    at: '2026-03-01T03:00:00.000Z',
  },
];
const licences = [
  { licenceNo: '12345', holderNameTh: 'ทพ. สมชาย ฟันสวย', holderNameEn: 'Somchai Fansuay', status: 'valid' as const },
  { licenceNo: '10009', holderNameTh: 'ทพ. ปกรณ์ พักงาน', holderNameEn: 'Pakorn Pakngan', status: 'suspended' as const },
];
const link = {
  code: '123456',
  patientRef: 'c1-p7',
  state: 'pending' as const,
  issuedAt: '2026-03-01T03:00:00.000Z',
  expiresAt: '2026-03-01T03:10:00.000Z',
  confirmedAt: null,
};

const messages = [
  {
    messageId: 'sms-2',
    channel: 'sms' as const,
    to: '0999123456',
    text: 'คลินิกยิ้ม: เตือนนัดพรุ่งนี้ 10:00',
    reference: 'c1-a2',
    status: 'failed' as const,
    failureReason: 'UNREACHABLE',
    sentAt: '2026-03-01T03:00:00.000Z',
    settledAt: '2026-03-01T03:00:05.000Z',
  },
  {
    messageId: 'line-1',
    channel: 'line' as const,
    to: 'Uabc123',
    text: 'เตือนนัด 11:00',
    reference: 'c1-a1',
    status: 'queued' as const,
    failureReason: null,
    sentAt: '2026-03-01T02:59:00.000Z',
    settledAt: null,
  },
];

function serve(overrides: Record<string, () => Response> = {}) {
  return mockApi({
    [on(superadmin.listSandboxExchanges)]: () => answer(superadmin.listSandboxExchanges, exchanges),
    [on(superadmin.listSandboxLicences)]: () => answer(superadmin.listSandboxLicences, licences),
    [on(superadmin.listSandboxTeleLinks)]: () => answer(superadmin.listSandboxTeleLinks, [link]),
    [on(superadmin.listSandboxOutbox)]: () => answer(superadmin.listSandboxOutbox, messages),
    [on(superadmin.putSandboxLicence)]: () => answer(superadmin.putSandboxLicence, licences[0]!),
    [on(superadmin.confirmSandboxTeleCode)]: () =>
      answer(superadmin.confirmSandboxTeleCode, { ...link, state: 'connected' }),
    ...overrides,
  });
}

describe('SandboxPage', () => {
  it('shows what the sandboxes were asked, the registry and the link codes', async () => {
    serve();
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    expect(await screen.findByText('{"licenceNo":"00000"}')).toBeVisible();
    expect(screen.getByText('ไม่ตอบสนอง')).toBeVisible();
    expect(await screen.findByText('ทพ. ปกรณ์ พักงาน')).toBeVisible();
    expect(screen.getByText('ถูกพักใช้')).toBeVisible();
    expect(await screen.findByText('รอยืนยัน')).toBeVisible();
  });

  it('lists the outbox: each reminder, its recipient and where it stands', async () => {
    serve();
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    const outbox = await screen.findByRole('region', { name: 'กล่องข้อความขาออก (SMS และ LINE)' });
    expect(await within(outbox).findByText('คลินิกยิ้ม: เตือนนัดพรุ่งนี้ 10:00')).toBeVisible();
    const failed = within(outbox).getByText('0999123456').closest('tr')!;
    expect(within(failed).getByText('ส่งไม่สำเร็จ')).toBeVisible();
    expect(within(failed).getByText('ติดต่อผู้รับไม่ได้')).toBeVisible();
    const queued = within(outbox).getByText('Uabc123').closest('tr')!;
    expect(within(queued).getByText('รอส่ง')).toBeVisible();
    expect(within(queued).getByText('LINE')).toBeVisible();
  });

  it('says so when nothing was sent yet', async () => {
    serve({ [on(superadmin.listSandboxOutbox)]: () => answer(superadmin.listSandboxOutbox, []) });
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    expect(await screen.findByText('ยังไม่มีข้อความที่ส่งออก')).toBeVisible();
  });

  it('confirms a pending code as the patient', async () => {
    const fetchMock = serve();
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    fireEvent.click(await screen.findByRole('button', { name: 'ยืนยันแทนผู้ป่วย' }));
    expect(await screen.findByText('ผู้ป่วยจำลองยืนยันรหัสแล้ว')).toBeVisible();
    const [call] = callsTo(fetchMock, superadmin.confirmSandboxTeleCode);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ code: '123456' });
  });

  it('checks a new registry entry with the contract before saving it', async () => {
    const fetchMock = serve();
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    const form = (await screen.findByRole('button', { name: 'บันทึก' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText('เลข ท.'), { target: { value: '12a' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText(/กรุณาใส่เลข ท. เป็นตัวเลข/)).toBeVisible();
    expect(callsTo(fetchMock, superadmin.putSandboxLicence)).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('เลข ท.'), { target: { value: '77777' } });
    fireEvent.change(within(form).getByLabelText('ชื่อภาษาไทย'), { target: { value: 'ทพ. ทดสอบ' } });
    fireEvent.change(within(form).getByLabelText('ชื่อภาษาอังกฤษ'), { target: { value: 'Test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('บันทึกเลข ท. ในทะเบียนจำลองแล้ว')).toBeVisible();
    expect(callsTo(fetchMock, superadmin.putSandboxLicence)).toHaveLength(1);
  });

  it('says so when a list cannot be loaded, or is empty', async () => {
    serve({
      [on(superadmin.listSandboxExchanges)]: () => fail(500, 'INTERNAL'),
      [on(superadmin.listSandboxTeleLinks)]: () => answer(superadmin.listSandboxTeleLinks, []),
    });
    renderRoutes([{ path: '/superadmin/sandbox', Component: SandboxPage }], '/superadmin/sandbox');
    expect(await screen.findByText('โหลดข้อมูลไม่สำเร็จ')).toBeVisible();
    expect(await screen.findByText('ยังไม่มีรหัสเชื่อมต่อ')).toBeVisible();
  });
});

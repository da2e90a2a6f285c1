import { fireEvent, screen } from '@testing-library/react';
import { clinics, ROLE, type TLicenceCheck, type TStaffMember } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LicenceCheckDialog } from './licence-check-dialog.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const DOCTOR: TStaffMember = {
  branchMemberId: 2,
  uid: '00000000-0000-4000-8000-000000000002',
  email: 'doctor@clinic.test',
  fullName: 'สมชาย ฟันสวย',
  fullNameEn: 'Somchai Fansuay',
  userTypeId: '2',
  drLicenseNo: '10009',
  authIdItems: [ROLE.DOCTOR],
  drApptColor: null,
  drFeeSharePercent: null,
  doctorWorkingHours: [],
  deletedAt: null,
};
const CHECK: TLicenceCheck = {
  userId: DOCTOR.uid,
  branchMemberId: 2,
  licenceNo: '10009',
  status: 'suspended',
  holderNameTh: 'ทพ. ปกรณ์ พักงาน',
  holderNameEn: 'Pakorn Pakngan',
  nameMatches: false,
  checkedAt: '2026-11-24T03:00:00.000Z',
  sandbox: true,
};

function renderDialog() {
  return renderRoutes(
    [{ path: '/', element: <LicenceCheckDialog branch={BRANCH} member={DOCTOR} onClose={() => undefined} /> }],
    '/',
  );
}

describe('LicenceCheckDialog', () => {
  it('asks the registry for the member and shows a suspension, the registered name that differs, and the sandbox', async () => {
    setAccessToken('tok');
    const fetchMock = mockApi({ [on(clinics.verifyLicence, BRANCH)]: () => answer(clinics.verifyLicence, CHECK) });
    renderDialog();
    expect(screen.queryByTestId('licence-result')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบกับทันตแพทยสภา' }));
    const result = await screen.findByTestId('licence-result');
    expect(result).toHaveTextContent('ใบอนุญาตถูกพักใช้');
    expect(result).toHaveTextContent('เลข ท. 10009');
    expect(result).toHaveTextContent('ชื่อในทะเบียน: ทพ. ปกรณ์ พักงาน / Pakorn Pakngan');
    expect(result).toHaveTextContent('ชื่อในทะเบียนไม่ตรงกับชื่อในข้อมูลส่วนตัว');
    expect(result).toHaveTextContent('ระบบจำลอง (SANDBOX)');
    const [call] = callsTo(fetchMock, clinics.verifyLicence, BRANCH);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ userId: DOCTOR.uid });
    expect(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' })).toBeEnabled();
  });

  it('says in the dialog when the registry does not answer, and lets the user try again', async () => {
    setAccessToken('tok');
    mockApi({ [on(clinics.verifyLicence, BRANCH)]: () => fail(503, 'INTEGRATION-UNAVAILABLE') });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบกับทันตแพทยสภา' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ระบบภายนอกไม่ตอบสนองในขณะนี้ กรุณาลองใหม่อีกครั้ง');
    expect(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' })).toBeEnabled();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clinics, masters, ROLE, treatments } from '@yim/contract';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { emptyDraft, lineFromEntry, type TreatmentDraft } from './treatment-draft.ts';
import { TreatmentForm } from './treatment-form.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const DOCTOR = '00000000-0000-4000-8000-000000000001';
const EMPTY_PAGE = { list: [], total: 0 };

function draftWithFilling(): TreatmentDraft {
  const draft = emptyDraft(DOCTOR);
  const entry = { id: 9, cateId: null, code: 'FILL-CR2', nameTh: 'อุดฟัน 2 ด้าน', nameEn: '', price: 1200, unit: '' };
  const full = { ...entry, favorite: false, timeUse: 0, branchId: 1, source: 'branch' as const, deletedAt: null };
  draft.lines.push(lineFromEntry('treatment', full, ['36'], ['M', 'O']));
  return draft;
}

function Form({ roles }: { roles: number[] }) {
  const [draft, setDraft] = useState(draftWithFilling);
  const can = (role: number) => roles.includes(role);
  return (
    <TreatmentForm
      branch={BRANCH}
      appointmentId={5}
      patientId={7}
      record={null}
      draft={draft}
      onDraft={setDraft}
      selectedTeeth={['36']}
      pickedSurfaces={['M', 'O']}
      canChart={can(ROLE.DOCTOR)}
      canWrite={can(ROLE.DOCTOR) || can(ROLE.ASSISTANT)}
    />
  );
}

function serve(roles: number[], onCreate: () => Response) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    [on(clinics.listBranchUsers, BRANCH)]: () => answer(clinics.listBranchUsers, []),
    [on(masters.treatDiagList, BRANCH)]: () => answer(masters.treatDiagList, EMPTY_PAGE),
    [on(masters.treatList, BRANCH)]: () => answer(masters.treatList, EMPTY_PAGE),
    [on(masters.itemList, BRANCH)]: () => answer(masters.itemList, EMPTY_PAGE),
    [on(treatments.firstVisit, BRANCH)]: () =>
      answer(treatments.firstVisit, { firstVisit: false, comprehensiveExam: null }),
    [on(treatments.create, BRANCH)]: onCreate,
  });
}

function renderForm(roles: number[]) {
  return renderRoutes([{ path: '/:clinicUrl/:branchUrl', element: <Form roles={roles} /> }], '/yim/siam');
}

afterEach(() => vi.unstubAllGlobals());

describe('the treatment form', () => {
  it('adds up the lines and sends the chart; TREAT-EXISTED shows in Thai with a way to load the saved record', async () => {
    const fetchMock = serve([ROLE.DOCTOR], () => fail(409, 'TREAT-EXISTED'));
    renderForm([ROLE.DOCTOR]);
    expect(await screen.findByTestId('treatment-total')).toHaveTextContent('ยอดสุทธิ 1,200.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'ส่วนลด อุดฟัน 2 ด้าน' }), {
      target: { value: '200' },
    });
    expect(screen.getByTestId('treatment-total')).toHaveTextContent('ยอดสุทธิ 1,000.00');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึกการรักษา' }));
    expect(await screen.findByText('นัดหมายนี้มีการบันทึกการรักษาแล้ว')).toBeVisible();
    expect(screen.getByRole('button', { name: 'โหลดข้อมูลล่าสุด' })).toBeVisible();
    const [[, init]] = callsTo(fetchMock, treatments.create, BRANCH) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toMatchObject({
      appointmentId: 5,
      doctorUid: DOCTOR,
      lines: [{ kind: 'treatment', masterId: 9, teeth: ['36'], surfaces: ['M', 'O'], price: 1200, discount: 200 }],
    });
  });

  it("keeps an assistant's hands off the chart's lines and pickers, but not the items", async () => {
    serve([ROLE.ASSISTANT], () => fail(500, 'INTERNAL'));
    renderForm([ROLE.ASSISTANT]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'ราคา อุดฟัน 2 ด้าน' })).toBeDisabled());
    expect(screen.getByLabelText('เพิ่มการวินิจฉัย (ICD-10)', { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText('เพิ่มการรักษา', { selector: 'input' })).toBeDisabled();
    expect(screen.getByLabelText('เพิ่มยาและเวชภัณฑ์', { selector: 'input' })).toBeEnabled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clinics, patients, ROLE, type TPatientSummary } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { PatientSearch } from './patient-search.tsx';
import { rememberPatient } from './recent-patients.ts';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };

function summary(id: number, dn: number, firstNameTh: string, lastNameTh: string): TPatientSummary {
  return {
    id,
    dn,
    existDn: '',
    foreigner: false,
    titleNameTh: null,
    firstNameTh,
    lastNameTh,
    titleNameEn: null,
    firstNameEn: '',
    lastNameEn: '',
    nickname: '',
    dob: null,
    gender: null,
    personalId: '',
    mobile: '',
    photoContentId: null,
    registeredBranchId: 1,
  };
}

const SOMCHAI = summary(3, 3, 'สมชาย', 'ใจดี');
const MALI = summary(9, 9, 'มะลิ', 'ใจงาม');

function serve(roles: number[]) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture(roles) }),
    // The server answers by id in no particular order, and by keyword.
    [on(patients.list, BRANCH)]: () => answer(patients.list, { list: [SOMCHAI, MALI], maxPatient: 2 }),
  });
}

function renderSearch() {
  return renderRoutes(
    [
      { path: '/:clinicUrl/:branchUrl/queuemanage', handle: { name: 'QueueManage' }, element: <PatientSearch /> },
      { path: '/:clinicUrl/:branchUrl/patients', handle: { name: 'PatientList' }, element: <PatientSearch /> },
      { path: '/:clinicUrl/:branchUrl/patient/:patientId', element: <p>record</p> },
    ],
    '/yim/siam/queuemanage',
  );
}

const box = () => screen.findByRole('searchbox', { name: 'ค้นหาผู้ป่วย' });

describe('PatientSearch', { timeout: 30_000 }, () => {
  afterEach(() => window.localStorage.clear());

  it('lists the last patients opened, fetched fresh by id and shown in the order they were opened', async () => {
    rememberPatient('yim', 3);
    rememberPatient('yim', 9);
    expect(window.localStorage.getItem('recentPatients:yim')).toBe('[9,3]');
    const fetchMock = serve([ROLE.COUNTER]);
    renderSearch();
    fireEvent.focus(await box());
    expect(await screen.findByText('ผู้ป่วยที่เปิดล่าสุด')).toBeInTheDocument();
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['000009 มะลิ ใจงาม', '000003 สมชาย ใจดี']);
    const [url] = callsTo(fetchMock, patients.list, BRANCH)[0]!;
    expect(new URL(String(url), 'http://x').searchParams.get('ids')).toBe('9,3');
  });

  it('searches after a pause in typing, and opens the chosen patient', async () => {
    const fetchMock = serve([ROLE.ASSISTANT]);
    const { router } = renderSearch();
    const input = await box();
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ใจ' } });
    await waitFor(() => expect(screen.getAllByRole('option', { hidden: true })).toHaveLength(2));
    const searches = callsTo(fetchMock, patients.list, BRANCH).map(([url]) => new URL(String(url), 'http://x'));
    expect(searches.map((url) => url.searchParams.get('keyword'))).toEqual(['ใจ']);

    // The arrow keys and Enter are driven in the browser test (e2e/patients.spec.ts): jsdom has no layout.
    fireEvent.click(screen.getAllByRole('option', { hidden: true })[1]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/yim/siam/patient/9'));
  });

  it('is not offered to a doctor, nor outside the queue routes', async () => {
    serve([ROLE.DOCTOR]);
    renderSearch();
    await screen.findByText((_, node) => node?.tagName === 'BODY');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('hides itself on the patient list route', async () => {
    serve([ROLE.COUNTER]);
    const { router } = renderSearch();
    await box();
    await router.navigate('/yim/siam/patients');
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
    expect(within(document.body).queryByRole('option')).toBeNull();
  });
});

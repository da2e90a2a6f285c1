import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { masters, type TThaiPostcodeArea } from '@yim/contract';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, fail, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { EMPTY_THAI_ADDRESS, type ThaiAddressValue } from './thai-address-options.ts';
import { ThaiAddressPicker } from './thai-address-picker.tsx';

const BRANCH = { clinicUrl: 'yim-demo', branchUrl: 'siam' };
const VERSION = '0123456789abcdef';

const PROVINCES = [
  { code: 10, nameTh: 'กรุงเทพมหานคร', nameEn: 'Bangkok' },
  { code: 50, nameTh: 'เชียงใหม่', nameEn: 'Chiang Mai' },
];
const DISTRICTS = [
  { code: 1001, provinceCode: 10, nameTh: 'เขตพระนคร', nameEn: 'Khet Phra Nakhon' },
  { code: 1002, provinceCode: 10, nameTh: 'เขตดุสิต', nameEn: 'Khet Dusit' },
];
const SUB_DISTRICTS = [
  {
    code: 100101,
    districtCode: 1001,
    postcode: '10200',
    nameTh: 'พระบรมมหาราชวัง',
    nameEn: 'Phra Borom Maha Ratchawang',
  },
  { code: 100102, districtCode: 1001, postcode: '10200', nameTh: 'วังบูรพาภิรมย์', nameEn: 'Wang Burapha Phirom' },
];

function area(sub: (typeof SUB_DISTRICTS)[number]): TThaiPostcodeArea {
  return {
    postcode: sub.postcode,
    subDistrictCode: sub.code,
    subDistrictTh: sub.nameTh,
    subDistrictEn: sub.nameEn,
    districtCode: 1001,
    districtTh: 'เขตพระนคร',
    districtEn: 'Khet Phra Nakhon',
    provinceCode: 10,
    provinceTh: 'กรุงเทพมหานคร',
    provinceEn: 'Bangkok',
  };
}
const SUTHEP: TThaiPostcodeArea = {
  postcode: '50200',
  subDistrictCode: 500105,
  subDistrictTh: 'สุเทพ',
  subDistrictEn: 'Suthep',
  districtCode: 5001,
  districtTh: 'เมืองเชียงใหม่',
  districtEn: 'Mueang Chiang Mai',
  provinceCode: 50,
  provinceTh: 'เชียงใหม่',
  provinceEn: 'Chiang Mai',
};

function handlers(overrides: Record<string, () => Response> = {}) {
  const list = <T,>(items: T[]) => ({ version: VERSION, list: items });
  return mockApi({
    [on(masters.thaiProvinces, BRANCH)]: () => answer(masters.thaiProvinces, list(PROVINCES)),
    [on(masters.thaiDistricts, { ...BRANCH, provinceCode: 10 })]: () => answer(masters.thaiDistricts, list(DISTRICTS)),
    [on(masters.thaiSubDistricts, { ...BRANCH, districtCode: 1001 })]: () =>
      answer(masters.thaiSubDistricts, list(SUB_DISTRICTS)),
    [on(masters.thaiPostcodeAreas, { ...BRANCH, postcode: '10200' })]: () =>
      answer(masters.thaiPostcodeAreas, list(SUB_DISTRICTS.map(area))),
    [on(masters.thaiPostcodeAreas, { ...BRANCH, postcode: '50200' })]: () =>
      answer(masters.thaiPostcodeAreas, list([SUTHEP])),
    [on(masters.thaiPostcodeAreas, { ...BRANCH, postcode: '99999' })]: () =>
      answer(masters.thaiPostcodeAreas, list([])),
    ...overrides,
  });
}

/** The picker inside a form that keeps its value, shown so the test can read what a form would save. */
function Harness({ initial = EMPTY_THAI_ADDRESS }: { initial?: ThaiAddressValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ThaiAddressPicker branch={BRANCH} value={value} onChange={setValue} errors={{ district: undefined }} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function renderPicker(initial?: ThaiAddressValue) {
  return renderRoutes([{ path: '/', element: <Harness initial={initial} /> }], '/');
}

const field = (label: RegExp) => screen.getByLabelText<HTMLInputElement>(label, { selector: 'input' });
const saved = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as ThaiAddressValue;

async function pick(label: RegExp, search: string, option: string) {
  const input = field(label);
  fireEvent.click(input);
  // Keyboard search: typing narrows the options to those containing the text.
  fireEvent.change(input, { target: { value: search } });
  // The combobox opens without its transition finishing in jsdom: its options stay hidden.
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(option), hidden: true }));
}

describe('ThaiAddressPicker', () => {
  it('walks province, district and sub-district, filling the postcode', async () => {
    const fetchMock = handlers();
    renderPicker();
    expect(field(/^อำเภอ\/เขต/)).toBeDisabled();
    await pick(/^จังหวัด/, 'กรุง', 'กรุงเทพมหานคร');
    await waitFor(() => expect(field(/^อำเภอ\/เขต/)).toBeEnabled());
    expect(field(/^ตำบล\/แขวง/)).toBeDisabled();
    await pick(/^อำเภอ\/เขต/, 'พระนคร', 'เขตพระนคร');
    await pick(/^ตำบล\/แขวง/, 'วัง', 'วังบูรพาภิรมย์');
    expect(saved()).toEqual({
      province: 'กรุงเทพมหานคร',
      district: 'เขตพระนคร',
      subDistrict: 'วังบูรพาภิรมย์',
      postcode: '10200',
    });
    expect(field(/^รหัสไปรษณีย์/).value).toBe('10200');
    // Every call after the province list names the data version, so the browser may keep it.
    const [districtCall] = callsTo(fetchMock, masters.thaiDistricts, { ...BRANCH, provinceCode: 10 });
    expect(new URL(String(districtCall![0]), 'http://localhost').searchParams.get('v')).toBe(VERSION);
  });

  it('clears the choices below when a choice above changes', async () => {
    handlers();
    renderPicker({ province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', subDistrict: 'พระบรมมหาราชวัง', postcode: '10200' });
    await waitFor(() => expect(field(/^อำเภอ\/เขต/).value).toBe('เขตพระนคร'));
    await pick(/^จังหวัด/, 'เชียง', 'เชียงใหม่');
    expect(saved()).toEqual({ province: 'เชียงใหม่', district: '', subDistrict: '', postcode: '' });
  });

  it('fills the whole address from a postcode of one sub-district', async () => {
    handlers();
    renderPicker();
    await waitFor(() => expect(field(/^จังหวัด/).placeholder).not.toBe('กำลังโหลด…'));
    fireEvent.change(field(/^รหัสไปรษณีย์/), { target: { value: '50200' } });
    await waitFor(() =>
      expect(saved()).toEqual({ province: 'เชียงใหม่', district: 'เมืองเชียงใหม่', subDistrict: 'สุเทพ', postcode: '50200' }),
    );
  });

  it('narrows the choices to the areas of a postcode shared by several sub-districts', async () => {
    handlers();
    renderPicker();
    await waitFor(() => expect(field(/^จังหวัด/).placeholder).not.toBe('กำลังโหลด…'));
    fireEvent.change(field(/^รหัสไปรษณีย์/), { target: { value: '10-200' } });
    await waitFor(() =>
      expect(saved()).toEqual({ province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', subDistrict: '', postcode: '10200' }),
    );
    fireEvent.click(field(/^จังหวัด/));
    const listbox = document.getElementById(field(/^จังหวัด/).getAttribute('aria-controls') ?? '');
    const provinceOptions = await within(listbox!).findAllByRole('option', { hidden: true });
    expect(provinceOptions.map((o) => o.textContent)).toEqual(['กรุงเทพมหานคร']);
    fireEvent.click(provinceOptions[0]!);
    // Choosing the chosen province again keeps it (and the postcode's narrowing).
    expect(saved()).toMatchObject({ province: 'กรุงเทพมหานคร', district: 'เขตพระนคร', postcode: '10200' });
    await pick(/^ตำบล\/แขวง/, '', 'พระบรมมหาราชวัง');
    expect(saved()).toMatchObject({ subDistrict: 'พระบรมมหาราชวัง', postcode: '10200' });
  });

  it('says when a postcode is unknown and when the data cannot be loaded', async () => {
    handlers({ [on(masters.thaiDistricts, { ...BRANCH, provinceCode: 50 })]: () => fail(500, 'INTERNAL') });
    renderPicker();
    await waitFor(() => expect(field(/^จังหวัด/).placeholder).not.toBe('กำลังโหลด…'));
    fireEvent.change(field(/^รหัสไปรษณีย์/), { target: { value: '99999' } });
    expect(await screen.findByText('ไม่พบรหัสไปรษณีย์นี้')).toBeVisible();
    await pick(/^จังหวัด/, 'เชียง', 'เชียงใหม่');
    expect(await screen.findByText('โหลดข้อมูลที่อยู่ไม่สำเร็จ ลองใหม่อีกครั้ง')).toBeVisible();
  });

  it('shows the errors a form hands it under their fields', async () => {
    handlers();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ThaiAddressPicker
              branch={BRANCH}
              value={{ ...EMPTY_THAI_ADDRESS, province: 'เชียงใหม่' }}
              onChange={() => {}}
              errors={{ province: 'ไม่พบจังหวัดนี้' }}
              required
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('ไม่พบจังหวัดนี้')).toBeVisible();
  });
});

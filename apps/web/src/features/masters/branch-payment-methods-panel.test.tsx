import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { masters, type TPaymentGroup } from '@yim/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { BranchPaymentMethodsPanel } from './branch-payment-methods-panel.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const method = (id: number, code: string, nameTh: string, enabled: boolean) => ({
  id,
  code,
  nameTh,
  nameEn: code,
  needsBank: false,
  isScheme: false,
  enabled,
});
const GROUPS: TPaymentGroup[] = [
  { id: 1, code: 'CASH', nameTh: 'เงินสด', nameEn: 'Cash', mReceiptPayment: [method(1, 'CASH', 'เงินสด', true)] },
  {
    id: 3,
    code: 'CARD',
    nameTh: 'บัตร',
    nameEn: 'Card',
    mReceiptPayment: [method(3, 'CREDIT_CARD', 'บัตรเครดิต', true), method(4, 'DEBIT_CARD', 'บัตรเดบิต', false)],
  },
];

function serve() {
  setAccessToken('tok');
  return mockApi({
    [on(masters.paymentMethods, BRANCH)]: () => answer(masters.paymentMethods, GROUPS),
    [on(masters.paymentMethodsUpdate, BRANCH)]: () =>
      answer(masters.paymentMethodsUpdate, [
        GROUPS[0]!,
        { ...GROUPS[1]!, mReceiptPayment: GROUPS[1]!.mReceiptPayment.map((m) => ({ ...m, enabled: false })) },
      ]),
  });
}

function renderPanel(canWrite: boolean) {
  return renderRoutes(
    [{ path: '/:clinicUrl/:branchUrl', element: <BranchPaymentMethodsPanel branch={BRANCH} canWrite={canWrite} /> }],
    '/yim/siam',
  );
}

describe('BranchPaymentMethodsPanel', () => {
  afterEach(() => act(() => notifications.clean()));

  it('shows each method with whether the branch takes it, and saves a switch at once', async () => {
    const fetchMock = serve();
    renderPanel(true);
    const credit = await screen.findByRole('switch', { name: 'บัตรเครดิต' });
    expect(credit).toBeChecked();
    expect(screen.getByRole('switch', { name: 'บัตรเดบิต' })).not.toBeChecked();
    fireEvent.click(credit);
    await waitFor(() => expect(callsTo(fetchMock, masters.paymentMethodsUpdate, BRANCH)).toHaveLength(1));
    const body = JSON.parse(String(callsTo(fetchMock, masters.paymentMethodsUpdate, BRANCH)[0]![1]!.body));
    expect(body).toEqual({ methods: [{ id: 3, enabled: false }] });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'บัตรเครดิต' })).not.toBeChecked());
  });

  it('is read-only without the right to save settings', async () => {
    serve();
    renderPanel(false);
    expect(await screen.findByRole('switch', { name: 'เงินสด' })).toBeDisabled();
    expect(screen.getByText('ดูได้อย่างเดียว: บทบาทของคุณแก้ไขรายการนี้ไม่ได้')).toBeVisible();
  });
});

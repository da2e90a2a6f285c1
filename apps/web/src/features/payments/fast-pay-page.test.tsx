import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clinics, payments, ROLE } from '@yim/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/api-client.ts';
import { branchFixture, userFixture } from '../../test/fixtures.ts';
import { answer, callsTo, mockApi, on } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { FastPayPage } from './fast-pay-page.tsx';
import { FastPaySuccessPage } from './fast-pay-result-page.tsx';

const BRANCH = { clinicUrl: 'yim', branchUrl: 'siam' };
const PAYLOAD = { url: 'https://bank.example/pay', method: 'POST' as const, fields: { referenceId: 'KFP00000001' } };

const ORDER = {
  id: 7,
  type: 'credit_topup' as const,
  status: 'paid' as const,
  totalBahts: 500,
  storageSizeGB: null,
  durationMonths: null,
  storageEndDate: null,
  createdAt: '2026-03-01T02:30:00.000Z',
  payment: null,
};

function serve(handlers: Record<string, (init: RequestInit) => Response | Promise<Response>> = {}) {
  setAccessToken('tok');
  return mockApi({
    [on(clinics.checkLoginAtBranch, BRANCH)]: () =>
      answer(clinics.checkLoginAtBranch, { user: userFixture(), branch: branchFixture([ROLE.COUNTER]) }),
    [on(payments.listOrders, BRANCH)]: () => answer(payments.listOrders, { list: [ORDER], total: 1 }),
    [on(payments.creditBalance, BRANCH)]: () => answer(payments.creditBalance, { creditBalanceBahts: 500 }),
    ...handlers,
  });
}

describe('FastPayPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the branch orders and its credit under the form', async () => {
    serve();
    renderRoutes([{ path: '/:clinicUrl/:branchUrl/ktbfastpay', element: <FastPayPage /> }], '/yim/siam/ktbfastpay');
    const orders = await screen.findByRole('region', { name: 'รายการสั่งซื้อ' });
    await waitFor(() => expect(orders).toHaveTextContent('เติมเครดิต'));
    expect(orders).toHaveTextContent('500.00 บาท');
    expect(orders).toHaveTextContent('ชำระเงินแล้ว');
    expect(await screen.findByTestId('credit-balance')).toHaveTextContent('เครดิตคงเหลือ 500.00 บาท');
  });

  it("asks for an amount ('กรุณาเลือกจำนวนเงิน') before anything goes to the server", async () => {
    const fetchMock = serve();
    renderRoutes([{ path: '/:clinicUrl/:branchUrl/ktbfastpay', element: <FastPayPage /> }], '/yim/siam/ktbfastpay');
    fireEvent.click(await screen.findByRole('button', { name: 'ดำเนินการชำระเงิน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('กรุณาเลือกจำนวนเงิน');
    expect(callsTo(fetchMock, payments.topUpCredit, BRANCH)).toHaveLength(0);
  });

  it('takes a preset, shows the total, and posts the payload to the bank as a hidden form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const fetchMock = serve({
      [on(payments.topUpCredit, BRANCH)]: () =>
        answer(payments.topUpCredit, { orderId: 1, referenceId: 'KFP00000001', ktbFastPayPayload: PAYLOAD }),
    });
    renderRoutes([{ path: '/:clinicUrl/:branchUrl/ktbfastpay', element: <FastPayPage /> }], '/yim/siam/ktbfastpay');
    for (const preset of ['100.00 บาท', '200.00 บาท', '300.00 บาท', '500.00 บาท', '1,000.00 บาท']) {
      expect(await screen.findByRole('button', { name: preset })).toBeVisible();
    }
    fireEvent.click(screen.getByRole('button', { name: '300.00 บาท' }));
    expect(screen.getByTestId('fast-pay-total')).toHaveTextContent('300.00 บาท');
    fireEvent.click(screen.getByRole('button', { name: 'ดำเนินการชำระเงิน' }));
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const [call] = callsTo(fetchMock, payments.topUpCredit, BRANCH);
    expect(JSON.parse(String(call![1]?.body))).toMatchObject({
      amount: 300,
      successUrl: expect.stringMatching(/\/yim\/siam\/ktbfastpay\/success$/),
    });
    const form = submit.mock.contexts[0] as HTMLFormElement;
    expect([form.action, form.method]).toEqual([PAYLOAD.url, 'post']);
    expect(new FormData(form).get('referenceId')).toBe('KFP00000001');
  });
});

describe('FastPayResultPage', () => {
  it('without a reference says the details are missing and offers /clinic', async () => {
    serve();
    renderRoutes(
      [{ path: '/:clinicUrl/:branchUrl/ktbfastpay/success', element: <FastPaySuccessPage /> }],
      '/yim/siam/ktbfastpay/success?amount=100.00',
    );
    expect(await screen.findByText('ข้อมูลไม่ครบถ้วน ไม่สามารถดึงข้อมูลการทำรายการได้')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ลองอีกครั้ง' })).toHaveAttribute('href', '/clinic');
  });

  it("shows the server's order of the reference: amount, status, type, references, expiry", async () => {
    serve({
      [on(payments.transaction, { ...BRANCH, referenceId: 'KFP00000002' })]: () =>
        answer(payments.transaction, {
          id: 2,
          type: 'storage_subscription',
          status: 'paid',
          totalBahts: 180,
          storageSizeGB: 10,
          durationMonths: 6,
          storageEndDate: '2027-05-26T10:00:00.000Z',
          createdAt: '2026-11-26T10:00:00.000Z',
          payment: {
            id: 2,
            amountBahts: 180,
            status: 'paid',
            yimReferenceId: 'Y1-2',
            ktbFastPayReferenceId: 'KFP00000002',
            transactionId: 'TXN0000000002',
            errorCode: null,
            errorMessage: null,
            cancelReason: null,
            settledAt: '2026-11-26T10:01:00.000Z',
            createdAt: '2026-11-26T10:00:00.000Z',
          },
        }),
    });
    renderRoutes(
      [{ path: '/:clinicUrl/:branchUrl/ktbfastpay/success', element: <FastPaySuccessPage /> }],
      '/yim/siam/ktbfastpay/success?Ref=KFP00000002&amount=180.00',
    );
    expect(await screen.findByText('ชำระเงินแล้ว')).toBeVisible();
    expect(screen.getByText('180.00 บาท')).toBeVisible();
    expect(screen.getByText('แพ็กเกจพื้นที่เก็บไฟล์')).toBeVisible();
    expect(screen.getByText('TXN0000000002')).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'วันหมดอายุ' })).toBeVisible();
  });

  it('polls a pending payment every 4 s, at most 5 times', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const pending = {
        id: 3,
        type: 'credit_topup' as const,
        status: 'pending' as const,
        totalBahts: 100,
        storageSizeGB: null,
        durationMonths: null,
        storageEndDate: null,
        createdAt: '2026-11-26T10:00:00.000Z',
        payment: null,
      };
      const params = { ...BRANCH, referenceId: 'KFP00000003' };
      const fetchMock = serve({ [on(payments.transaction, params)]: () => answer(payments.transaction, pending) });
      renderRoutes(
        [{ path: '/:clinicUrl/:branchUrl/ktbfastpay/success', element: <FastPaySuccessPage /> }],
        '/yim/siam/ktbfastpay/success?Ref=KFP00000003',
      );
      expect(await screen.findByText('กำลังรอผลจากธนาคาร')).toBeVisible();
      expect(callsTo(fetchMock, payments.transaction, params)).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(3900));
      expect(callsTo(fetchMock, payments.transaction, params)).toHaveLength(1);
      for (let i = 0; i < 8; i++) await act(() => vi.advanceTimersByTimeAsync(4000));
      expect(callsTo(fetchMock, payments.transaction, params)).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
  });
});

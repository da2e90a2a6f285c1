import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receipts } from '@yim/contract';
import { SIAM } from '../../test/appointment-fixture.ts';
import { openReceiptFixture, type ReceiptFixture } from '../../test/receipt-fixture.ts';

// Issue 21: PGlite runs one transaction at a time, so CPU-heavy work must not hold one. Laying out
// a receipt's PDF takes about 200 ms; it used to happen inside the transaction that counts the
// print, and every other request of the clinic waited for it. Reads sent beside a PDF print must
// be answered while it is laid out, whenever the layout yields (6 of them here, 2026-11-29).
// Inside the transaction they could only be answered before it began or after it ended: 1.

let f: ReceiptFixture;

// PGlite only: on PostgreSQL other requests take other connections of the pool.
describe.skipIf(process.env.TEST_DATABASE_URL)('a receipt’s PDF beside other requests, on PGlite', () => {
  beforeAll(async () => {
    f = await openReceiptFixture();
  });
  afterAll(() => f.t.close());

  it('lets other requests be answered while the PDF is laid out', async () => {
    const receipt = await f.paidReceipt();
    const read = () => f.t.send(receipts.getReceipt, { token: f.counter, params: { ...SIAM, id: receipt.id } });
    // Warm: the first PDF loads the fonts, the first read prepares its statements.
    const print = () =>
      f.t.send(receipts.printReceiptPdf, {
        token: f.counter,
        params: { ...SIAM, id: receipt.id },
        payload: { mode: 'copy', lang: 'th' },
      });
    expect((await print()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);

    let printing = true;
    let answeredWhilePrinting = 0;
    const printed = print().finally(() => {
      printing = false;
    });
    while (printing) {
      // A read on PGlite can be answered in microtasks alone: let the print's timers and I/O run.
      await new Promise((resolve) => setImmediate(resolve));
      const answer = await read();
      expect(answer.statusCode).toBe(200);
      if (printing) answeredWhilePrinting += 1;
    }
    expect((await printed).statusCode).toBe(200);
    expect(answeredWhilePrinting).toBeGreaterThanOrEqual(4);
  });
});

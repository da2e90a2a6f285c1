import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bahtTextEn,
  bahtTextTh,
  files,
  formatMoney,
  receipts,
  type TIssuedReprint,
  type TReceiptPdf,
  type TReprint,
} from '@yim/contract';
import { ARI, SIAM } from '../../test/appointment-fixture.ts';
import { multipart } from '../../test/multipart.ts';
import { openReceiptFixture, type ReceiptFixture } from '../../test/receipt-fixture.ts';

// Issue 17, milestone 2: printing a kept receipt again (spec clinic §7 POST issueReprint,
// GET /api/reprint/{c}/{b}/{id}; §4 the Original / Copy / Cancel labels) and its server-made PDF.

let f: ReceiptFixture;
beforeAll(async () => {
  f = await openReceiptFixture();
});
afterAll(() => f.t.close());

const reprint = (id: number, token = f.counter, params = SIAM) =>
  f.t.send(receipts.getReprint, { token, params: { ...params, id } });
const issue = (id: number, payload: object, token = f.counter) =>
  f.t.send(receipts.issueReprint, { token, params: { ...SIAM, id }, payload });
const pdf = (id: number, payload: object, token = f.counter) =>
  f.t.send(receipts.printReceiptPdf, { token, params: { ...SIAM, id }, payload });

async function printActions(id: number) {
  const rows = await f.t.db.owner.execute<{ action: string; after: { label: string; printCount: number } }>(
    sql`select action, after from audit_log where entity = 'receipt' and entity_id = ${String(id)} and action = 'print' order by id`,
  );
  return rows.rows.map((r) => [r.after.label, r.after.printCount]);
}

describe('GET /api/reprint/{c}/{b}/{id} and POST issueReprint', () => {
  it('prints the Original once, then Copies, counting and auditing each print', async () => {
    const receipt = await f.paidReceipt();
    const before = await reprint(receipt.id);
    expect(before.statusCode, before.body).toBe(200);
    const read: TReprint = before.json.data;
    expect(read).toMatchObject({ printCount: 0, nextLabel: 'Original', receipt: { id: receipt.id } });
    expect(read.branch.clinicName).not.toBe('');

    const labels: string[] = [];
    for (const mode of ['original', 'original', 'copy']) {
      const printed = await issue(receipt.id, { mode });
      expect(printed.statusCode, printed.body).toBe(200);
      labels.push((printed.json.data as TIssuedReprint).label);
    }
    expect(labels).toEqual(['Original', 'Copy', 'Copy']);
    expect((await reprint(receipt.id)).json.data).toMatchObject({ printCount: 3, nextLabel: 'Copy' });
    expect(await printActions(receipt.id)).toEqual([
      ['Original', 1],
      ['Copy', 2],
      ['Copy', 3],
    ]);
  });

  it('gives one Original when two counters print at once', async () => {
    const receipt = await f.paidReceipt();
    const both = await Promise.all([issue(receipt.id, { mode: 'original' }), issue(receipt.id, { mode: 'original' })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json.data.label).sort()).toEqual(['Copy', 'Original']);
  });

  it('prints a cancelled receipt as Cancel whatever is asked; a live one never as Cancel', async () => {
    const receipt = await f.paidReceipt();
    const refused = await issue(receipt.id, { mode: 'cancel' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.code ?? refused.body).toContain('RECEIPT-NOT-CANCELLED');
    const cancelled = await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: 'พิมพ์ผิด' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const mode of ['original', 'copy', 'cancel']) {
      const printed = await issue(receipt.id, { mode });
      expect(printed.json.data.label).toBe('Cancel');
    }
    expect((await reprint(receipt.id)).json.data.nextLabel).toBe('Cancel');
  });

  it('refuses bad input, the doctor and the assistant; another clinic finds nothing', async () => {
    const receipt = await f.paidReceipt();
    expect((await issue(receipt.id, { mode: 'draft' })).statusCode).toBe(422);
    expect((await issue(receipt.id, { lang: 'fr' })).statusCode).toBe(422);
    expect((await reprint(0)).statusCode).toBe(422);
    for (const token of [f.doctor, f.assistant]) {
      expect((await reprint(receipt.id, token)).statusCode).toBe(403);
      expect((await issue(receipt.id, {}, token)).statusCode).toBe(403);
      expect((await pdf(receipt.id, {}, token)).statusCode).toBe(403);
    }
    expect((await reprint(receipt.id, f.ariManager, ARI)).statusCode).toBe(404);
    const fromAri = await f.t.send(receipts.issueReprint, {
      token: f.ariManager,
      params: { ...ARI, id: receipt.id },
      payload: {},
    });
    expect(fromAri.statusCode).toBe(404);
    expect(await printActions(receipt.id)).toEqual([]);
  });
});

/** pdf-lib writes 'ำ' as the two glyphs fontkit draws it with; the text layer reads them back as 'ำา'. */
const normalise = (text: string) => text.replace(/ำา/g, 'ำ').replace(/\s+/g, '');

async function openPdf(answer: TReceiptPdf) {
  const bytes = Buffer.from(answer.pdfBase64, 'base64');
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  // Every page's text: a patient with many owed lines runs onto a second A5 sheet.
  let text = '';
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  return { doc, page, text: normalise(text) };
}

/** A page drawn at twice its size, and the share of dark pixels in a box of it (PDF points from the bottom left). */
async function rendered(page: Awaited<ReturnType<typeof openPdf>>['page']) {
  const scale = 2;
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
  return (x: number, y: number, width: number, height: number) => {
    const top = canvas.height - (y + height) * scale;
    const data = context.getImageData(x * scale, top, width * scale, height * scale).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
    return dark / (width * height * scale * scale);
  };
}

describe('POST /api/receipt/pdf/{c}/{b}/{id}', () => {
  it('draws a PromptPay QR for what is still owed, to the branch tax id; none once paid in full', async () => {
    await f.t.db.owner.execute(sql`update branches set tax_id = '0105561234567' where url = 'siam'`);
    try {
      const owing = await f.paidReceipt(0.5);
      expect(owing.overdue).toBeGreaterThan(0);
      const made = await openPdf((await pdf(owing.id, { lang: 'th' })).json.data);
      expect(made.text).toContain(normalise(`สแกนชำระยอดคงค้างด้วยพร้อมเพย์ ${formatMoney(owing.overdue)}`));
      const last = await made.doc.getPage(made.doc.numPages);
      // The QR: 84 points square at the bottom left, its 4-module quiet zone white, about half its modules dark.
      const qrInk = (await rendered(last))(28 + 10, 28 + 10, 64, 64);
      expect(qrInk).toBeGreaterThan(0.3);
      expect(qrInk).toBeLessThan(0.75);
      const settled = await f.paidReceipt(1);
      expect(settled.overdue).toBe(0);
      const none = await openPdf((await pdf(settled.id, { lang: 'th' })).json.data);
      expect(none.text).not.toContain(normalise('พร้อมเพย์'));
      const lastNone = await none.doc.getPage(none.doc.numPages);
      expect((await rendered(lastNone))(28 + 10, 28 + 10, 64, 64)).toBe(0);
    } finally {
      await f.t.db.owner.execute(sql`update branches set tax_id = '' where url = 'siam'`);
    }
  });

  it("prints the clinic's logo left of its name, as the browser's print does", async () => {
    // A black square, so that its box is all ink: text there never comes close.
    const square = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    const upload = await f.t.send(files.uploadContent, {
      token: f.manager,
      ...multipart([{ name: 'file', fileName: 'logo.webp', type: 'image/webp', body: square }]),
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const receipt = await f.paidReceipt();
    // The logo's square: 44 points, its top 12 below the top margin, at the left margin.
    const logoInk = async () => {
      const { page } = await openPdf((await pdf(receipt.id, { lang: 'th' })).json.data);
      return (await rendered(page))(28 + 4, 595 - 28 - 12 - 40, 36, 36);
    };
    expect(await logoInk()).toBeLessThan(0.5);
    await f.t.db.owner.execute(sql`update clinics set logo_content_id = ${upload.json.data.id} where url = 'yim-demo'`);
    try {
      // WebP, converted for the PDF.
      expect(await logoInk()).toBeGreaterThan(0.95);
    } finally {
      await f.t.db.owner.execute(sql`update clinics set logo_content_id = null where url = 'yim-demo'`);
    }
  });

  it('makes an A5 PDF whose rendered page shows the Thai header, with the print counted', async () => {
    const receipt = await f.paidReceipt();
    const answer = await pdf(receipt.id, { mode: 'original', lang: 'th' });
    expect(answer.statusCode, answer.body).toBe(200);
    const made: TReceiptPdf = answer.json.data;
    expect(made.label).toBe('Original');
    expect(made.fileName).toBe(`receipt-${receipt.receiptNo}-original-th.pdf`);
    const { page, text } = await openPdf(made);
    const header = (await reprint(receipt.id)).json.data as TReprint;
    for (const expected of [
      'ใบเสร็จรับเงิน',
      'ได้รับเงินจาก',
      'ชำระวันนี้',
      'คงค้าง',
      header.branch.clinicName,
      receipt.patient.name,
    ]) {
      expect(text).toContain(normalise(expected));
    }
    expect(text).toContain(receipt.receiptNo);
    expect(text).toContain('Original');
    // What was paid in Thai words, and the two-digit Buddhist year of the date.
    expect(text).toContain(normalise(`(${bahtTextTh(receipt.paid)})`));
    expect(text).toMatch(/\d{2}\/\d{2}\/\d{2}(?!\d)/);
    // A5 portrait: 148 × 210 mm.
    const [, , width, height] = page.view;
    expect(Math.round((width! * 25.4) / 72)).toBe(148);
    expect(Math.round((height! * 25.4) / 72)).toBe(210);

    // Rendered, the clinic's Thai name at the top left has ink; a blank glyph would leave it white.
    const ink = await rendered(page);
    expect(ink(28, 595 - 64, 150, 18)).toBeGreaterThan(0.03);
    // The right margin is white: the ink is text, not a dark page.
    expect(ink(400, 28, 19, 500)).toBe(0);
    expect(await printActions(receipt.id)).toEqual([['Original', 1]]);
  });

  it('writes English, and the next print is a Copy; a cancelled one prints Cancel with its reason', async () => {
    const receipt = await f.paidReceipt();
    await issue(receipt.id, { mode: 'original' });
    const english = await pdf(receipt.id, { mode: 'original', lang: 'en' });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json.data.label).toBe('Copy');
    const { text } = await openPdf(english.json.data);
    for (const expected of [
      'Receipt',
      'Receivedfrom',
      'Paidtoday',
      'Outstanding',
      'Copy',
      `(${bahtTextEn(receipt.paid)})`.replace(/\s+/g, ''),
    ]) {
      expect(text.toLowerCase()).toContain(expected.toLowerCase());
    }
    await f.t.send(receipts.cancelReceipt, {
      token: f.manager,
      params: { ...SIAM, id: receipt.id },
      payload: { reason: 'ผู้ป่วยขอยกเลิก' },
    });
    const cancelled = await pdf(receipt.id, { mode: 'copy', lang: 'th' });
    expect(cancelled.json.data.label).toBe('Cancel');
    const cancelledText = (await openPdf(cancelled.json.data)).text;
    expect(cancelledText).toContain('Cancel');
    expect(cancelledText).toContain(normalise('ยกเลิกแล้ว: ผู้ป่วยขอยกเลิก'));
  });
});

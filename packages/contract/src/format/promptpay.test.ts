import { describe, expect, it } from 'vitest';
import { crc16Ccitt, promptPayPayload } from './promptpay.ts';

// Expected payloads were computed outside this code: the fields by hand from the EMVCo and Thai
// QR Payment layouts, the CRC with Python's binascii.crc_hqx(body, 0xFFFF) (CRC-16/CCITT-FALSE).

describe('crc16Ccitt', () => {
  it('gives the catalogue check value of CRC-16/CCITT-FALSE', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });
});

describe('promptPayPayload', () => {
  it('asks a mobile number for 1,040.00 baht (dynamic QR)', () => {
    expect(promptPayPayload('081-234-5678', 104_000)).toBe(
      '00020101021229370016A00000067701011101130066812345678530376454071040.005802TH63044BDF',
    );
  });

  it('pays a mobile number any amount (static QR)', () => {
    expect(promptPayPayload('0812345678')).toBe(
      '00020101021129370016A0000006770101110113006681234567853037645802TH6304823E',
    );
  });

  it('pays a 13-digit tax id five satang', () => {
    expect(promptPayPayload('1234567890123', 5)).toBe(
      '00020101021229370016A00000067701011102131234567890123530376454040.055802TH63041BD8',
    );
  });

  it('refuses a target or an amount it cannot pay exactly', () => {
    expect(() => promptPayPayload('12345')).toThrow();
    expect(() => promptPayPayload('0812345678', 0)).toThrow();
    expect(() => promptPayPayload('0812345678', 10.5)).toThrow();
  });
});

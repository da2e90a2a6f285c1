// PromptPay QR payloads (Thai QR Payment, EMVCo merchant-presented mode), written here so the
// receipt can ask for what is still owed. Money in satang, formatted with two decimals.

/** Application id of PromptPay credit transfer (EMVCo tag 29, sub-tag 00). */
const PROMPTPAY_AID = 'A000000677010111';

/** One EMVCo field: two-digit tag, two-digit length, value. */
function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMVCo field ${tag} longer than 99`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), as EMVCo tag 63 asks, four hex digits.
 * The payloads are ASCII, so each character is its byte.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text.charCodeAt(i);
    if (byte > 0x7f) throw new Error('EMVCo payloads are ASCII');
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The PromptPay target as EMVCo wants it: a mobile number 0XXXXXXXXX becomes 0066XXXXXXXXX
 * (sub-tag 01), a 13-digit national or tax id stays (02), a 15-digit e-wallet id stays (03).
 * Anything else is refused: a QR that pays someone else must never be printed.
 */
function targetField(target: string): string {
  const digits = target.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return field('01', `0066${digits.slice(1)}`);
  if (/^\d{13}$/.test(digits)) return field('02', digits);
  if (/^\d{15}$/.test(digits)) return field('03', digits);
  throw new Error('PromptPay target must be a mobile number, a 13-digit id or a 15-digit e-wallet id');
}

/**
 * The payload of a PromptPay QR: static (any amount) without `amountSatang`, dynamic (one-time,
 * this amount) with it. 1040 baht is `promptPayPayload('0812345678', 104000)`.
 */
export function promptPayPayload(target: string, amountSatang?: number): string {
  if (amountSatang !== undefined && !(Number.isSafeInteger(amountSatang) && amountSatang > 0)) {
    throw new Error('PromptPay amount must be a positive whole number of satang');
  }
  const amount =
    amountSatang === undefined
      ? ''
      : field('54', `${Math.floor(amountSatang / 100)}.${String(amountSatang % 100).padStart(2, '0')}`);
  const body =
    field('00', '01') +
    field('01', amountSatang === undefined ? '11' : '12') +
    field('29', field('00', PROMPTPAY_AID) + targetField(target)) +
    field('53', '764') +
    amount +
    field('58', 'TH') +
    '6304';
  return body + crc16Ccitt(body);
}

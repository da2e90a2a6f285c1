// Text decoding for (0008,0005) Specific Character Set. Thai (ISO_IR 166, TIS-620) and Latin-1
// are mapped by hand, because their byte-to-code-point rules are fixed and TextDecoder's labels
// for them differ (windows-874 and windows-1252 both remap 0x80-0x9F); the rest go to TextDecoder.

export type TextDecoderFn = (bytes: Uint8Array) => string;

type Encoding = 'ascii' | 'latin1' | 'tis620' | { label: string };

const LABELS: Record<string, string> = {
  'ISO_IR 192': 'utf-8',
  'ISO_IR 101': 'iso-8859-2',
  'ISO_IR 109': 'iso-8859-3',
  'ISO_IR 110': 'iso-8859-4',
  'ISO_IR 144': 'iso-8859-5',
  'ISO_IR 127': 'iso-8859-6',
  'ISO_IR 126': 'iso-8859-7',
  'ISO_IR 138': 'iso-8859-8',
  'ISO_IR 148': 'iso-8859-9',
  'ISO_IR 203': 'iso-8859-15',
  'ISO_IR 13': 'shift_jis',
  'ISO 2022 IR 13': 'shift_jis',
  'ISO 2022 IR 87': 'iso-2022-jp',
  'ISO 2022 IR 149': 'euc-kr',
  'ISO 2022 IR 58': 'gb2312',
  GB18030: 'gb18030',
  GBK: 'gbk',
};

function encodingOf(term: string): Encoding {
  const normalised = term.trim().toUpperCase();
  if (normalised === '' || normalised === 'ISO_IR 6' || normalised === 'ISO 2022 IR 6') return 'ascii';
  if (normalised === 'ISO_IR 100' || normalised === 'ISO 2022 IR 100') return 'latin1';
  if (normalised === 'ISO_IR 166' || normalised === 'ISO 2022 IR 166') return 'tis620';
  const label = LABELS[normalised];
  return label ? { label } : 'latin1';
}

const ESC = 0x1b;

/** Decodes bytes in one encoding; ISO 2022 escape sequences (ESC + 2-3 bytes) are dropped. */
export function decodeText(bytes: Uint8Array, encoding: Encoding): string {
  if (typeof encoding === 'object') {
    try {
      return new TextDecoder(encoding.label).decode(bytes);
    } catch {
      return decodeText(bytes, 'latin1');
    }
  }
  let text = '';
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] ?? 0;
    if (byte === ESC) {
      // ESC ( B, ESC - T, ESC $ ) C ...: skip the intermediate bytes and the final byte.
      i += bytes[i + 1] === 0x24 && (bytes[i + 2] ?? 0) >= 0x28 ? 3 : 2;
      continue;
    }
    if (byte < 0x80 || encoding === 'latin1') text += String.fromCharCode(byte);
    else if (encoding === 'tis620' && byte >= 0xa1 && byte <= 0xfb) text += String.fromCharCode(byte + 0x0d60);
    else text += '\ufffd';
  }
  return text;
}

/**
 * The decoder for a dataset's Specific Character Set value. With several terms (code extensions)
 * the last one is the one the text switches into, which for the single-byte sets in use (Thai,
 * Latin) also reads the ASCII part correctly.
 */
export function textDecoderFor(specificCharacterSet: string | null): TextDecoderFn {
  const terms = (specificCharacterSet ?? '').split('\\').filter((term) => term.trim() !== '');
  const encoding = encodingOf(terms.at(-1) ?? '');
  return (bytes) => decodeText(bytes, encoding);
}

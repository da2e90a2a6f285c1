// From the bytes of a file to its dataset: the Part 10 preamble and file meta group when present,
// otherwise a guess of the encoding from the first element (old ACR-NEMA style files), then
// deflate when the transfer syntax says so.
import { DicomDecodeError } from './dicom-error.ts';
import { Tag } from './dicom-tags.ts';
import { parseDataset, type DicomDataset } from './dataset-parser.ts';
import { readString } from './dataset-values.ts';
import {
  EXPLICIT_VR_BIG_ENDIAN,
  EXPLICIT_VR_LITTLE_ENDIAN,
  IMPLICIT_VR_LITTLE_ENDIAN,
  transferSyntaxOf,
  type TransferSyntax,
} from './transfer-syntax.ts';

export type DicomFile = {
  dataset: DicomDataset;
  /** (0002,0010) as written in the file meta group; null when the file has none. */
  declaredTransferSyntaxUid: string | null;
  /** The syntax the dataset was read with (declared, or guessed when there is no meta group). */
  transferSyntax: TransferSyntax;
};

const PREAMBLE_LENGTH = 128;

function hasPart10Prefix(bytes: Uint8Array): boolean {
  return (
    bytes.length >= PREAMBLE_LENGTH + 4 &&
    bytes[128] === 0x44 &&
    bytes[129] === 0x49 &&
    bytes[130] === 0x43 &&
    bytes[131] === 0x4d
  );
}

/** A dataset without a meta group: its first tag's byte order and whether a VR follows it. */
function guessSyntax(bytes: Uint8Array, start: number): TransferSyntax {
  const lowFirst = (bytes[start] ?? 0) | ((bytes[start + 1] ?? 0) << 8);
  const isBigEndian = lowFirst > 0x00ff && (bytes[start] ?? 0) === 0;
  const a = bytes[start + 4] ?? 0;
  const b = bytes[start + 5] ?? 0;
  const hasVr = a >= 0x41 && a <= 0x5a && b >= 0x41 && b <= 0x5a;
  const uid = isBigEndian ? EXPLICIT_VR_BIG_ENDIAN : hasVr ? EXPLICIT_VR_LITTLE_ENDIAN : IMPLICIT_VR_LITTLE_ENDIAN;
  return transferSyntaxOf(uid) as TransferSyntax;
}

/** Raw deflate (RFC 1951) through the platform's stream API, in browsers and in Node alike. */
async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as Uint8Array<ArrayBuffer>])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function readDicomFile(bytes: Uint8Array): Promise<DicomFile> {
  let start = hasPart10Prefix(bytes) ? PREAMBLE_LENGTH + 4 : 0;
  if (bytes.length < start + 8) throw new DicomDecodeError('not-dicom', 'The file is too short to be DICOM');

  let declaredTransferSyntaxUid: string | null = null;
  const startsWithMeta = bytes[start] === 0x02 && bytes[start + 1] === 0x00;
  if (startsWithMeta) {
    // The file meta group is always explicit VR little endian (PS3.10 7.1).
    const meta = parseDataset(bytes, {
      isExplicitVr: true,
      isLittleEndian: true,
      start,
      stopBefore: (tag) => tag >>> 16 !== 0x0002,
    });
    declaredTransferSyntaxUid = readString(meta.dataset, Tag.TransferSyntaxUid) || null;
    start = meta.end;
  } else if (start === 0 && !looksLikeDataset(bytes)) {
    throw new DicomDecodeError('not-dicom', 'The file is not DICOM (no DICM prefix and no dataset at its start)');
  }

  let transferSyntax: TransferSyntax;
  if (declaredTransferSyntaxUid) {
    const known = transferSyntaxOf(declaredTransferSyntaxUid);
    if (!known) {
      throw new DicomDecodeError('unsupported', `Transfer syntax ${declaredTransferSyntaxUid} is not supported`);
    }
    transferSyntax = known;
  } else {
    transferSyntax = guessSyntax(bytes, start);
  }

  let body = bytes;
  if (transferSyntax.isDeflated) {
    try {
      body = await inflateRaw(bytes.subarray(start));
    } catch {
      throw new DicomDecodeError('truncated', 'The deflated dataset could not be inflated');
    }
    start = 0;
  }

  const { dataset } = parseDataset(body, {
    isExplicitVr: transferSyntax.isExplicitVr,
    isLittleEndian: transferSyntax.isLittleEndian,
    start,
  });
  return { dataset, declaredTransferSyntaxUid, transferSyntax };
}

/** Without a preamble: a bare dataset starts with group 0000 (ACR-NEMA lengths), 0002 or 0008. */
function looksLikeDataset(bytes: Uint8Array): boolean {
  const groupLe = (bytes[0] ?? 0) | ((bytes[1] ?? 0) << 8);
  const groupBe = ((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0);
  const plausible = (group: number) => group === 0x0000 || group === 0x0002 || group === 0x0008;
  return plausible(groupLe) || plausible(groupBe);
}

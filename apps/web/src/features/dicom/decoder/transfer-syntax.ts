// What each transfer syntax UID means for reading the dataset (VR, byte order, deflate) and for
// the pixel data (native, or which codec its fragments need). docs/dicom.md names the codec used.

export type PixelEncoding =
  | 'native'
  | 'rle'
  | 'jpeg-baseline' // processes 1 and 2/4: 8-bit lossy (the 12-bit case is picked from the stream)
  | 'jpeg-lossless' // processes 14 and 14 SV1
  | 'jpeg-ls'
  | 'jpeg2000';

export type TransferSyntax = {
  uid: string;
  isExplicitVr: boolean;
  isLittleEndian: boolean;
  isDeflated: boolean;
  pixelEncoding: PixelEncoding;
};

export const IMPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2';
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
export const EXPLICIT_VR_BIG_ENDIAN = '1.2.840.10008.1.2.2';

const native = (uid: string, isExplicitVr: boolean, isLittleEndian: boolean, isDeflated = false): TransferSyntax => ({
  uid,
  isExplicitVr,
  isLittleEndian,
  isDeflated,
  pixelEncoding: 'native',
});

const encapsulated = (uid: string, pixelEncoding: PixelEncoding): TransferSyntax => ({
  uid,
  isExplicitVr: true,
  isLittleEndian: true,
  isDeflated: false,
  pixelEncoding,
});

const SYNTAXES: TransferSyntax[] = [
  native(IMPLICIT_VR_LITTLE_ENDIAN, false, true),
  native(EXPLICIT_VR_LITTLE_ENDIAN, true, true),
  native('1.2.840.10008.1.2.1.99', true, true, true),
  native(EXPLICIT_VR_BIG_ENDIAN, true, false),
  encapsulated('1.2.840.10008.1.2.5', 'rle'),
  encapsulated('1.2.840.10008.1.2.4.50', 'jpeg-baseline'),
  encapsulated('1.2.840.10008.1.2.4.51', 'jpeg-baseline'),
  encapsulated('1.2.840.10008.1.2.4.57', 'jpeg-lossless'),
  encapsulated('1.2.840.10008.1.2.4.70', 'jpeg-lossless'),
  encapsulated('1.2.840.10008.1.2.4.80', 'jpeg-ls'),
  encapsulated('1.2.840.10008.1.2.4.81', 'jpeg-ls'),
  encapsulated('1.2.840.10008.1.2.4.90', 'jpeg2000'),
  encapsulated('1.2.840.10008.1.2.4.91', 'jpeg2000'),
];

const BY_UID = new Map(SYNTAXES.map((syntax) => [syntax.uid, syntax]));

/** The syntax for a UID, or null when the decoder does not know it (the caller says so). */
export function transferSyntaxOf(uid: string): TransferSyntax | null {
  return BY_UID.get(uid) ?? null;
}

import sharp from 'sharp';

/** A real picture (uploads are decoded and re-encoded, so magic bytes alone no longer pass). */
export function tinyPng(width = 4, height = 3, background = '#c00000'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A PDF-typed file of exactly `size` bytes: stored as sent (documents are not re-encoded). */
export function pdfOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.4\n').copy(bytes);
  return bytes;
}

/** One implicit-VR little-endian element (even length, as DICOM requires). */
function dicomElement(group: number, element: number, value: string): Buffer {
  const bytes = Buffer.from(value.length % 2 === 1 ? `${value} ` : value, 'latin1');
  const header = Buffer.alloc(8);
  header.writeUInt16LE(group, 0);
  header.writeUInt16LE(element, 2);
  header.writeUInt32LE(bytes.length, 4);
  return Buffer.concat([header, bytes]);
}

/** A DICOM data set without preamble and 'DICM' (older modalities write these): charset, SOP class, name. */
export function bareDicom(): Buffer {
  return Buffer.concat([
    dicomElement(0x0008, 0x0005, 'ISO_IR 166'),
    dicomElement(0x0008, 0x0016, '1.2.840.10008.5.1.4.1.1.7'),
    dicomElement(0x0010, 0x0010, 'TEST^PATIENT'),
    Buffer.alloc(64),
  ]);
}

/** A DICOM Part 10 file: the 128-byte preamble, 'DICM', then the data set. */
export function part10Dicom(): Buffer {
  return Buffer.concat([Buffer.alloc(128), Buffer.from('DICM', 'latin1'), bareDicom()]);
}

// The tags the decoder reads, as (group << 16 | element) numbers, and the VRs of those it must
// know when a dataset is written with implicit VR (where the file carries no VR at all).

export const Tag = {
  TransferSyntaxUid: 0x0002_0010,
  SpecificCharacterSet: 0x0008_0005,
  SopClassUid: 0x0008_0016,
  StudyDate: 0x0008_0020,
  Modality: 0x0008_0060,
  StudyDescription: 0x0008_1030,
  SeriesDescription: 0x0008_103e,
  PatientName: 0x0010_0010,
  PatientId: 0x0010_0020,
  PixelSpacing: 0x0028_0030,
  ImagerPixelSpacing: 0x0018_1164,
  SamplesPerPixel: 0x0028_0002,
  PhotometricInterpretation: 0x0028_0004,
  PlanarConfiguration: 0x0028_0006,
  NumberOfFrames: 0x0028_0008,
  Rows: 0x0028_0010,
  Columns: 0x0028_0011,
  BitsAllocated: 0x0028_0100,
  BitsStored: 0x0028_0101,
  HighBit: 0x0028_0102,
  PixelRepresentation: 0x0028_0103,
  WindowCenter: 0x0028_1050,
  WindowWidth: 0x0028_1051,
  RescaleIntercept: 0x0028_1052,
  RescaleSlope: 0x0028_1053,
  VoiLutFunction: 0x0028_1056,
  PixelMeasuresSequence: 0x0028_9110,
  FrameVoiLutSequence: 0x0028_9132,
  PixelValueTransformationSequence: 0x0028_9145,
  SharedFunctionalGroups: 0x5200_9229,
  PerFrameFunctionalGroups: 0x5200_9230,
  ExtendedOffsetTable: 0x7fe0_0001,
  PixelData: 0x7fe0_0010,
  Item: 0xfffe_e000,
  ItemDelimitation: 0xfffe_e00d,
  SequenceDelimitation: 0xfffe_e0dd,
} as const;

/** VRs for implicit-VR datasets: only what the decoder reads needs to be right; the rest is 'UN'. */
const IMPLICIT_VRS = new Map<number, string>([
  [Tag.SpecificCharacterSet, 'CS'],
  [Tag.SopClassUid, 'UI'],
  [Tag.StudyDate, 'DA'],
  [Tag.Modality, 'CS'],
  [Tag.StudyDescription, 'LO'],
  [Tag.SeriesDescription, 'LO'],
  [Tag.PatientName, 'PN'],
  [Tag.PatientId, 'LO'],
  [Tag.PixelSpacing, 'DS'],
  [Tag.ImagerPixelSpacing, 'DS'],
  [Tag.SamplesPerPixel, 'US'],
  [Tag.PhotometricInterpretation, 'CS'],
  [Tag.PlanarConfiguration, 'US'],
  [Tag.NumberOfFrames, 'IS'],
  [Tag.Rows, 'US'],
  [Tag.Columns, 'US'],
  [Tag.BitsAllocated, 'US'],
  [Tag.BitsStored, 'US'],
  [Tag.HighBit, 'US'],
  [Tag.PixelRepresentation, 'US'],
  [Tag.WindowCenter, 'DS'],
  [Tag.WindowWidth, 'DS'],
  [Tag.RescaleIntercept, 'DS'],
  [Tag.RescaleSlope, 'DS'],
  [Tag.VoiLutFunction, 'CS'],
  [Tag.PixelMeasuresSequence, 'SQ'],
  [Tag.FrameVoiLutSequence, 'SQ'],
  [Tag.PixelValueTransformationSequence, 'SQ'],
  [Tag.SharedFunctionalGroups, 'SQ'],
  [Tag.PerFrameFunctionalGroups, 'SQ'],
  [Tag.PixelData, 'OW'],
]);

export function implicitVr(tag: number): string {
  return IMPLICIT_VRS.get(tag) ?? 'UN';
}

/** Explicit VRs whose length field is 4 bytes after 2 reserved bytes (PS3.5 7.1.2). */
export const LONG_LENGTH_VRS = new Set(['OB', 'OD', 'OF', 'OL', 'OV', 'OW', 'SQ', 'SV', 'UC', 'UN', 'UR', 'UT', 'UV']);

export function tagText(tag: number): string {
  const hex = (tag >>> 0).toString(16).padStart(8, '0').toUpperCase();
  return `(${hex.slice(0, 4)},${hex.slice(4)})`;
}

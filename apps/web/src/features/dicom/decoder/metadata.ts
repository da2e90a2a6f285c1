// The metadata the viewer shows and the pixel module needs, read once from the dataset.
import { textDecoderFor } from './charset.ts';
import type { DicomFile } from './dicom-file.ts';
import { Tag } from './dicom-tags.ts';
import { readDecimal, readDecimals, readInteger, readItems, readString } from './dataset-values.ts';

export type DicomMetadata = {
  patientName: string | null;
  patientId: string | null;
  studyDate: string | null;
  modality: string | null;
  studyDescription: string | null;
  seriesDescription: string | null;
  specificCharacterSet: string | null;
  sopClassUid: string | null;
  /** As declared in the file meta group; null when the file has none. */
  transferSyntaxUid: string | null;
  /** The syntax actually used to read the file. */
  effectiveTransferSyntaxUid: string;
  rows: number | null;
  columns: number | null;
  numberOfFrames: number;
  samplesPerPixel: number;
  photometricInterpretation: string | null;
  planarConfiguration: number;
  bitsAllocated: number | null;
  bitsStored: number | null;
  highBit: number | null;
  pixelRepresentation: number;
  /** Top-level (0028,1050/1051): every value, the viewer uses the first. */
  windowCenter: number[] | null;
  windowWidth: number[] | null;
  voiLutFunction: string | null;
  rescaleIntercept: number | null;
  rescaleSlope: number | null;
  /** Row and column spacing in mm: PixelSpacing, else ImagerPixelSpacing, else functional groups. */
  pixelSpacingMm: [number, number] | null;
};

export function readMetadata(file: DicomFile): DicomMetadata {
  const { dataset } = file;
  const specificCharacterSet = readString(dataset, Tag.SpecificCharacterSet);
  const decode = textDecoderFor(specificCharacterSet);
  const text = (tag: number) => readString(dataset, tag, decode);
  return {
    patientName: text(Tag.PatientName),
    patientId: text(Tag.PatientId),
    studyDate: text(Tag.StudyDate),
    modality: text(Tag.Modality),
    studyDescription: text(Tag.StudyDescription),
    seriesDescription: text(Tag.SeriesDescription),
    specificCharacterSet,
    sopClassUid: readString(dataset, Tag.SopClassUid),
    transferSyntaxUid: file.declaredTransferSyntaxUid,
    effectiveTransferSyntaxUid: file.transferSyntax.uid,
    rows: readInteger(dataset, Tag.Rows),
    columns: readInteger(dataset, Tag.Columns),
    numberOfFrames: Math.max(1, readInteger(dataset, Tag.NumberOfFrames) ?? 1),
    samplesPerPixel: readInteger(dataset, Tag.SamplesPerPixel) ?? 1,
    photometricInterpretation: readString(dataset, Tag.PhotometricInterpretation),
    planarConfiguration: readInteger(dataset, Tag.PlanarConfiguration) ?? 0,
    bitsAllocated: readInteger(dataset, Tag.BitsAllocated),
    bitsStored: readInteger(dataset, Tag.BitsStored),
    highBit: readInteger(dataset, Tag.HighBit),
    pixelRepresentation: readInteger(dataset, Tag.PixelRepresentation) ?? 0,
    windowCenter: readDecimals(dataset, Tag.WindowCenter),
    windowWidth: readDecimals(dataset, Tag.WindowWidth),
    voiLutFunction: readString(dataset, Tag.VoiLutFunction),
    rescaleIntercept: readDecimal(dataset, Tag.RescaleIntercept),
    rescaleSlope: readDecimal(dataset, Tag.RescaleSlope),
    pixelSpacingMm: readPixelSpacing(file),
  };
}

function readPixelSpacing(file: DicomFile): [number, number] | null {
  const { dataset } = file;
  const shared = readItems(dataset, Tag.SharedFunctionalGroups)[0];
  const measures = shared ? readItems(shared, Tag.PixelMeasuresSequence)[0] : undefined;
  const spacing =
    readDecimals(dataset, Tag.PixelSpacing) ??
    readDecimals(dataset, Tag.ImagerPixelSpacing) ??
    (measures ? readDecimals(measures, Tag.PixelSpacing) : null);
  if (!spacing || spacing.length < 2) return null;
  const [row, column] = spacing as [number, number];
  return row > 0 && column > 0 ? [row, column] : null;
}

import { describe, expect, it } from 'vitest';
import { dicomViewerHref, formatFileSize, isDicomFile, mediaKindOf, uploadTypeOf } from './media-kind.ts';

describe('what a media file is', () => {
  it('is DICOM by the spec rule: the type, or a .dcm/.dicom name that is not a common image name', () => {
    expect(isDicomFile('application/dicom', 'scan')).toBe(true);
    expect(isDicomFile('', 'CT.DCM')).toBe(true);
    expect(isDicomFile('application/octet-stream', 'pano.dicom')).toBe(true);
    expect(isDicomFile('image/png', 'photo.png')).toBe(false);
    expect(isDicomFile('image/jpeg', 'export.dcm.jpg')).toBe(false);
    expect(mediaKindOf({ fileType: 'application/dicom', fileName: 'a' })).toBe('dicom');
    expect(mediaKindOf({ fileType: 'image/webp', fileName: 'a.webp' })).toBe('image');
    expect(mediaKindOf({ fileType: 'application/pdf', fileName: 'consent.pdf' })).toBe('pdf');
  });

  it('is announced for upload by its browser type, its name, or the DICM mark of its bytes', async () => {
    expect(await uploadTypeOf(new File(['x'], 'a.png', { type: 'image/png' }))).toBe('image/png');
    expect(await uploadTypeOf(new File(['x'], 'ct.dcm', { type: '' }))).toBe('application/dicom');
    expect(await uploadTypeOf(new File(['%PDF'], 'consent.PDF', { type: '' }))).toBe('application/pdf');
    const withPreamble = new Uint8Array(140);
    withPreamble.set([0x44, 0x49, 0x43, 0x4d], 128);
    expect(await uploadTypeOf(new File([withPreamble], 'IM0001', { type: '' }))).toBe('application/dicom');
    expect(await uploadTypeOf(new File(['hello'], 'notes.txt', { type: 'text/plain' }))).toBeNull();
  });

  it('opens in the DICOM viewer by the base64 of its link, and reads its size', () => {
    const href = dicomViewerHref('/api/files/media/x.dcm?exp=1&sig=abc');
    const data = new URL(href, 'http://localhost').searchParams.get('data') ?? '';
    expect(atob(data)).toBe('/api/files/media/x.dcm?exp=1&sig=abc');
    expect(formatFileSize(500)).toBe('1 KB');
    expect(formatFileSize(1536 * 1024)).toBe('1.5 MB');
  });
});

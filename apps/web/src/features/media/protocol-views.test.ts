import type { TProtocolMedia } from '@yim/contract';
import { describe, expect, it } from 'vitest';
import { editableUntil, missingViews, protocolBatchProblem, protocolTypeOf, protocolUpload } from './protocol-views.ts';

function png(name: string, size = 10, type = 'image/png'): File {
  return new File([new Uint8Array(size)], name, { type });
}

function protocolWith(completed: TProtocolMedia['progress']['completed']): TProtocolMedia {
  return {
    id: 4,
    patientId: 7,
    labId: null,
    creationDt: '2026-11-26T03:00:00.000Z',
    photos: [],
    progress: { completed, remaining: [], percent: completed.length * 20 },
    edit_status: { can_edit: true },
  };
}

describe('the five protocol views', () => {
  it('are all missing in a new set, and a chosen or photographed view is not', () => {
    expect(missingViews(null, {})).toEqual([
      'upper_occlusal',
      'lower_occlusal',
      'frontal_view',
      'right_lateral',
      'left_lateral',
    ]);
    const protocol = protocolWith(['frontal_view', 'upper_occlusal']);
    expect(missingViews(protocol, {})).toEqual(['lower_occlusal', 'right_lateral', 'left_lateral']);
    expect(missingViews(protocol, { left_lateral: { file: png('l.png'), arch: 'upper' } })).toEqual([
      'lower_occlusal',
      'right_lateral',
    ]);
    expect(
      missingViews(protocol, {
        lower_occlusal: { file: png('a.png'), arch: 'upper' },
        right_lateral: { file: png('b.png'), arch: 'lower' },
        left_lateral: { file: png('c.png'), arch: 'upper' },
      }),
    ).toEqual([]);
  });

  it("describe the batch in the views' order: occlusal views fix their arch, the others keep the chosen one", () => {
    const left = png('left.png', 30);
    const upper = new File([new Uint8Array(20)], 'upper.JPG', { type: '' });
    const { data, files } = protocolUpload({
      left_lateral: { file: left, arch: 'lower' },
      upper_occlusal: { file: upper, arch: 'lower' },
    });
    expect(files).toEqual([upper, left]);
    expect(data).toEqual({
      labId: null,
      files: [
        { fileName: 'upper.JPG', fileType: 'image/jpeg', fileSize: 20, arch: 'upper', surface: 'occlusal' },
        { fileName: 'left.png', fileType: 'image/png', fileSize: 30, arch: 'lower', surface: 'left_lateral' },
      ],
    });
  });

  it('take JPEG and PNG only, within the batch limits', () => {
    expect(protocolTypeOf(png('a.png'))).toBe('image/png');
    expect(protocolTypeOf(png('a.jpeg', 1, 'image/jpeg'))).toBe('image/jpeg');
    expect(protocolTypeOf(png('a.webp', 1, 'image/webp'))).toBeNull();
    expect(protocolTypeOf(png('scan.dcm', 1, ''))).toBeNull();
    expect(protocolBatchProblem([png('a.gif', 1, 'image/gif')])).toBe('onlyImages');
    expect(protocolBatchProblem([])).toBe('empty');
    expect(protocolBatchProblem([png('big.png', 10 * 1024 * 1024 + 1)])).toBe('fileTooLarge');
    expect(protocolBatchProblem([png('a.png'), png('b.png')])).toBeNull();
  });

  it('take photos until 24 hours after the set was created', () => {
    expect(editableUntil(protocolWith([])).toISOString()).toBe('2026-11-27T03:00:00.000Z');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import * as AvatarCrop from './avatar-crop.ts';
import { AvatarPicker, type AvatarChoice } from './avatar-picker.tsx';

// jsdom cannot decode or draw images: the crop itself is covered by avatar-crop.test.ts, and the
// geometry (sourceSquare and friends) stays real so the framed square can be checked here.
vi.mock('./avatar-crop.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof AvatarCrop>()),
  loadCropImage: vi.fn(async () => ({ url: 'blob:photo', width: 1200, height: 900 })),
  releaseCropImage: vi.fn(),
  cropAvatar: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
}));

// jsdom has no pointer capture; the viewport asks for it on every pointerdown.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { configurable: true, value: () => {} });
});
afterAll(() => {
  Reflect.deleteProperty(HTMLElement.prototype, 'setPointerCapture');
});

const onChoose = vi.fn();

/** The picker with its choice kept the way profile-form.tsx keeps it. */
function Picker() {
  const [choice, setChoice] = useState<AvatarChoice | null>(null);
  const choose = (next: AvatarChoice) => {
    onChoose(next);
    setChoice(next);
  };
  return <AvatarPicker contentId={null} nameEn="Somying Jaidee" nameTh="สมหญิง ใจดี" choice={choice} onChoose={choose} />;
}

function renderPicker() {
  return renderRoutes([{ path: '/', element: <Picker /> }], '/');
}

function pickFile(container: HTMLElement, file = new File(['raw'], 'me.png', { type: 'image/png' })) {
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]');
  fireEvent.change(input!, { target: { files: [file] } });
  return file;
}

const openCropper = () => screen.findByRole('dialog', { name: 'ครอบรูปโปรไฟล์' });
const cropArea = (dialog: HTMLElement) => within(dialog).getByRole('application', { name: 'พื้นที่ครอบรูป' });
const lastSource = () => vi.mocked(AvatarCrop.cropAvatar).mock.lastCall?.[2];

describe('AvatarPicker', () => {
  // Before, not after: the shared cleanup unmounts the last picker (releasing its image) after this file's hooks.
  beforeEach(() => vi.clearAllMocks());

  it('frames the picture with the keyboard and hands over the cropped JPEG on confirm', async () => {
    const { container } = renderPicker();
    const file = pickFile(container);
    const dialog = await openCropper();
    const area = cropArea(dialog);
    expect(area.getAttribute('tabindex')).toBe('0');
    // The keyboard hint the area points to is there for a screen reader to read.
    expect(dialog.querySelector(`[id="${area.getAttribute('aria-describedby')}"]`)?.textContent).toMatch(/\S/);

    // Zoom in a tenth, then move the picture 10 viewport pixels right: the square moves left.
    fireEvent.keyDown(area, { key: '+' });
    fireEvent.keyDown(area, { key: 'ArrowRight' });
    expect(within(dialog).getByRole('slider', { name: 'ซูม' }).getAttribute('aria-valuetext')).toBe('1.1 เท่า');
    fireEvent.click(within(dialog).getByRole('button', { name: 'ใช้รูปนี้' }));

    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    const choice = onChoose.mock.calls[0]?.[0] as AvatarChoice;
    expect(choice.image).toBeInstanceOf(Blob);
    expect(choice.image.type).toBe('image/jpeg');
    expect(choice.previewUrl).toMatch(/^data:image\/jpeg/);
    expect(AvatarCrop.cropAvatar).toHaveBeenCalledWith(file, 100, expect.anything());
    // 1200 × 900 at zoom 1.1 in a 280 px viewport: an 818-pixel square, its centre 29 image pixels
    // left of the image centre (600, 450).
    const source = lastSource()!;
    expect(source.side).toBeCloseTo(900 / 1.1);
    expect(source.sx + source.side / 2).toBeCloseTo(600 - 10 / ((280 * 1.1) / 900));
    expect(source.sy + source.side / 2).toBeCloseTo(450);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'เลือกรูปอื่น' })).toBeVisible();
  });

  it('keeps the previous choice when the cropper is cancelled or closed with Escape', async () => {
    const { container } = renderPicker();
    pickFile(container);
    fireEvent.click(within(await openCropper()).getByRole('button', { name: 'ใช้รูปนี้' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const avatar = screen.getByRole('img', { name: 'รูปโปรไฟล์' }).getAttribute('src');

    pickFile(container);
    const dialog = await openCropper();
    fireEvent.keyDown(cropArea(dialog), { key: 'ArrowDown' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    pickFile(container);
    fireEvent.keyDown(cropArea(await openCropper()), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(AvatarCrop.cropAvatar).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: 'รูปโปรไฟล์' }).getAttribute('src')).toBe(avatar);
    // Each new picture lets the one before it go.
    expect(AvatarCrop.releaseCropImage).toHaveBeenCalledTimes(2);
  });

  it('pans with a drag and zooms with the wheel', async () => {
    const { container } = renderPicker();
    pickFile(container);
    const dialog = await openCropper();
    const area = cropArea(dialog);

    fireEvent.pointerDown(area, { pointerId: 1, pointerType: 'touch', clientX: 100, clientY: 100 });
    fireEvent.pointerMove(area, { pointerId: 1, pointerType: 'touch', clientX: 128, clientY: 160 });
    fireEvent.pointerUp(area, { pointerId: 1, pointerType: 'touch' });
    // A move after the finger is lifted is not a drag.
    fireEvent.pointerMove(area, { pointerId: 1, pointerType: 'touch', clientX: 0, clientY: 0 });
    fireEvent.wheel(area, { deltaY: -100, deltaMode: 0 });
    expect(within(dialog).getByRole('slider', { name: 'ซูม' }).getAttribute('aria-valuetext')).toBe('1.2 เท่า');

    fireEvent.click(within(dialog).getByRole('button', { name: 'ใช้รูปนี้' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalled());
    // 28 px right at zoom 1 is 90 image pixels; the wheel then zooms around the centre, and the
    // drag down (nothing above to show at "cover") stays clamped at the top edge.
    const zoom = Math.exp(0.2);
    const source = lastSource()!;
    expect(source.side).toBeCloseTo(900 / zoom);
    expect(source.sx + source.side / 2).toBeCloseTo(600 - 28 * (900 / 280));
    expect(source.sy + source.side / 2).toBeCloseTo(450);
  });

  it('keeps the existing messages for a file that is no image or cannot be read', async () => {
    const { container } = renderPicker();
    pickFile(container, new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'กรุณาเลือกไฟล์รูปภาพ');

    vi.mocked(AvatarCrop.loadCropImage).mockRejectedValueOnce(new Error('broken'));
    pickFile(container);
    expect(await screen.findByText('ไม่สามารถอ่านไฟล์รูปภาพนี้ได้ กรุณาเลือกรูปอื่น')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChoose).not.toHaveBeenCalled();
  });
});

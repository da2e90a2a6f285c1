import { expect, test, type Page } from '@playwright/test';
import { freshActiveUser } from './support/accounts.ts';
import { TH, signInWithForm } from './support/demo.ts';

type Rgb = [number, number, number];

/** A 400×200 PNG drawn by the browser itself: the left half red, the right half blue. */
async function halfRedHalfBluePng(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 200;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ff0000';
    context.fillRect(0, 0, 200, 200);
    context.fillStyle = '#0000ff';
    context.fillRect(200, 0, 200, 200);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
}

/** Decodes an image URL in the page: its size and the colour 10 px inside its left and right edges. */
async function inspectImage(page: Page, url: string) {
  return page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const at = (x: number): Rgb => {
      const [r, g, b] = context.getImageData(x, Math.floor(canvas.height / 2), 1, 1).data;
      return [r!, g!, b!];
    };
    return { width: image.naturalWidth, height: image.naturalHeight, left: at(10), right: at(canvas.width - 11) };
  }, url);
}

const isRed = ([r, g, b]: Rgb) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: Rgb) => b > 200 && r < 60 && g < 60;

test.describe('profile picture', () => {
  test('is framed in the cropper, saved as a 100 px JPEG of that frame, and shown after a reload', async ({
    page,
    request,
  }) => {
    const person = await freshActiveUser(request, 'avatar');
    await page.goto('/login');
    await signInWithForm(page, person.email, person.password);
    await expect(page).toHaveURL(/\/clinic$/);

    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const profile = page.getByRole('dialog', { name: TH.profileTitle });
    await expect(profile.getByRole('textbox', { name: 'อีเมล' })).toHaveValue(person.email);

    const chooser = page.waitForEvent('filechooser');
    await profile.getByRole('button', { name: 'เปลี่ยนรูปโปรไฟล์' }).click();
    await (await chooser).setFiles({ name: 'half.png', mimeType: 'image/png', buffer: await halfRedHalfBluePng(page) });

    // Confirming at once would cut the centre: half red, half blue. Pan to one end with the keys.
    const cropper = page.getByRole('dialog', { name: 'ครอบรูปโปรไฟล์' });
    const area = cropper.getByRole('application', { name: 'พื้นที่ครอบรูป' });
    await area.focus();
    for (let i = 0; i < 8; i += 1) await area.press('Shift+ArrowRight');
    await cropper.getByRole('button', { name: 'ใช้รูปนี้' }).click();
    await expect(cropper).toBeHidden();

    // The preview is the very JPEG that will be uploaded.
    const preview = profile.getByRole('img', { name: 'รูปโปรไฟล์' });
    const previewUrl = (await preview.getAttribute('src'))!;
    expect(previewUrl).toMatch(/^data:image\/jpeg;base64,/);
    const framed = await inspectImage(page, previewUrl);
    expect({ width: framed.width, height: framed.height }).toEqual({ width: 100, height: 100 });
    const oneColour = (isRed(framed.left) && isRed(framed.right)) || (isBlue(framed.left) && isBlue(framed.right));
    expect(oneColour, `left ${framed.left} right ${framed.right}`).toBe(true);

    const upload = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/content/upload');
    const save = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/user/userInfo' && r.request().method() === 'PUT',
    );
    await profile.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    expect((await upload).status()).toBe(200);
    expect((await save).status()).toBe(200);
    await expect(page.getByRole('alert').filter({ hasText: 'อัพเดตโปรไฟล์สำเร็จ' })).toBeVisible();

    // After a reload the stored file is served from a signed URL, and it is the same frame.
    await page.reload();
    await page.getByRole('button', { name: TH.accountMenu }).click();
    await page.getByRole('menuitem', { name: TH.profileItem }).click();
    const stored = page.getByRole('dialog', { name: TH.profileTitle }).getByRole('img', { name: 'รูปโปรไฟล์' });
    await expect(stored).toHaveAttribute('src', /\/api\/files\//);
    const served = await inspectImage(page, (await stored.getAttribute('src'))!);
    expect({ width: served.width, height: served.height }).toEqual({ width: 100, height: 100 });
    expect(isRed(served.left) === isRed(framed.left) && isBlue(served.right) === isBlue(framed.right)).toBe(true);
  });
});

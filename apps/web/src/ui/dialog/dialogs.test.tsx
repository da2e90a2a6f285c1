import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { dialogs } from './dialogs.tsx';

// Spec access §2 "Dialogs: confirm, info, three-button, toast" with §8's titles.
function renderApp() {
  renderRoutes([{ path: '/', element: <p>page</p> }], '/');
}

describe('dialogs', () => {
  it('confirm: the warning title by default, resolves true on confirm and runs onConfirm', async () => {
    renderApp();
    let ran = 0;
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm({ message: 'ลบรายการนี้?', onConfirm: () => ran++ });
    });
    const dialog = await screen.findByRole('dialog', { name: 'คำเตือน' });
    expect(dialog).toHaveTextContent('ลบรายการนี้?');
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    await expect(answer).resolves.toBe(true);
    expect(ran).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirm: cancel and Escape resolve false; a dangerous one focuses cancel', async () => {
    renderApp();
    let ran = 0;
    let answer!: Promise<boolean>;
    act(() => {
      answer = dialogs.confirm({
        title: 'ลบผู้ป่วย',
        message: 'แน่ใจหรือไม่',
        confirmLabel: 'ลบ',
        isDanger: true,
        onConfirm: () => ran++,
      });
    });
    await screen.findByRole('dialog', { name: 'ลบผู้ป่วย' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveFocus());
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await expect(answer).resolves.toBe(false);

    act(() => {
      answer = dialogs.confirm({ message: 'อีกครั้ง' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'คำเตือน' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
    expect(ran).toBe(0);
  });

  it('info: the info title by default, each kind with its spec title, one OK button', async () => {
    renderApp();
    let done!: Promise<void>;
    act(() => {
      done = dialogs.info({ message: 'บันทึกแล้ว' });
    });
    await screen.findByRole('dialog', { name: 'ข้อความแจ้ง' });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toContain('ตกลง');
    expect(screen.queryByRole('button', { name: 'ยกเลิก' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await expect(done).resolves.toBeUndefined();

    for (const [kind, title] of [
      ['success', 'สำเร็จ'],
      ['danger', 'เกิดข้อผิดพลาด'],
      ['warning', 'คำเตือน'],
    ] as const) {
      act(() => void dialogs.info({ kind, message: kind }));
      await screen.findByRole('dialog', { name: title });
      fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
    }
  });

  it('three-button: confirm, deny and cancel each answer; closing counts as cancel', async () => {
    renderApp();
    const ask = () =>
      dialogs.threeButton({ message: 'บันทึกก่อนออก?', confirmLabel: 'บันทึก', denyLabel: 'ไม่บันทึก', isDenyDanger: true });
    for (const [button, choice] of [
      ['บันทึก', 'confirm'],
      ['ไม่บันทึก', 'deny'],
      ['ยกเลิก', 'cancel'],
    ] as const) {
      let answer!: Promise<string>;
      act(() => {
        answer = ask();
      });
      await screen.findByRole('dialog', { name: 'คำเตือน' });
      fireEvent.click(screen.getByRole('button', { name: button }));
      await expect(answer).resolves.toBe(choice);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });

  it('opens a dialog with a fixed id once while it is up', async () => {
    renderApp();
    let first!: Promise<void>;
    let second!: Promise<void>;
    act(() => {
      first = dialogs.info({ id: 'only-one', message: 'หนึ่ง' });
      second = dialogs.info({ id: 'only-one', message: 'หนึ่ง' });
    });
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await Promise.all([first, second]);
  });

  it('toast: the spec titles', async () => {
    renderApp();
    act(() => dialogs.toast('success', 'บันทึกข้อมูลแล้ว'));
    expect(await screen.findByText('สำเร็จ')).toBeVisible();
    expect(screen.getByText('บันทึกข้อมูลแล้ว')).toBeVisible();
    act(() => dialogs.toast('danger', 'ล้มเหลว'));
    expect(await screen.findByText('เกิดข้อผิดพลาด')).toBeVisible();
  });
});

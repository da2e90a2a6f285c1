import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { dialogs } from './dialogs.tsx';

// The modals provider arrives in its own chunk after the first render: a dialog asked for
// before that (a session expiring on the first call) still opens, once.
describe('the modals host', () => {
  it('opens a dialog requested before the provider has loaded', async () => {
    void dialogs.info({ message: 'ก่อนโหลด' });
    renderRoutes([{ path: '/', element: <p>page</p> }], '/');
    expect(await screen.findByRole('dialog', { name: 'ข้อความแจ้ง' })).toHaveTextContent('ก่อนโหลด');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { availableUpdate } from '../lib/app-update.ts';
import { registerServiceWorker } from './register-service-worker.ts';

// The service worker's new version waits for the person (registerType 'prompt'): its
// onNeedRefresh announces the update, whose apply activates the worker and reloads.
const mocks = vi.hoisted(() => ({
  updateServiceWorker: vi.fn(async (_reload?: boolean) => {}),
  options: {} as { onNeedRefresh?: () => void },
}));
vi.mock('virtual:pwa-register', () => ({
  registerSW: (given: typeof mocks.options) => {
    mocks.options = given;
    return mocks.updateServiceWorker;
  },
}));

afterEach(() => vi.unstubAllEnvs());

describe('registerServiceWorker', () => {
  it('announces a waiting version instead of reloading, and applies it only on request', () => {
    vi.stubEnv('DEV', false);
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} });
    registerServiceWorker();
    expect(availableUpdate()).toBeNull();
    mocks.options.onNeedRefresh?.();
    expect(mocks.updateServiceWorker).not.toHaveBeenCalled();
    availableUpdate()?.apply();
    expect(mocks.updateServiceWorker).toHaveBeenCalledWith(true);
  });
});

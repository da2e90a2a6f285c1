import type { ApiError } from './api-error.ts';
import { createEmitter } from './emitter.ts';

/** One failed call: `silent` calls opted out of the global presentation; `context` names the call. */
export type ApiFailure = { error: ApiError; silent: boolean; context: string };

/** The window event a configuration load failure raises (spec access §8). */
export const API_ERROR_EVENT = 'yim:api-error';

const CONFIG_PATH = '/api/master/configValue/';

const failures = createEmitter<ApiFailure>();

/** The global error handler listens here (lib/global-error-handler.ts). */
export const onApiFailure = failures.on;

function isConfigCall(url: string): boolean {
  return new URL(url, window.location.origin).pathname.startsWith(CONFIG_PATH);
}

/** Every failed call passes here once; a configuration failure is also announced on window. */
export function reportApiFailure(failure: ApiFailure): void {
  if (isConfigCall(failure.error.url)) {
    window.dispatchEvent(new CustomEvent<ApiFailure>(API_ERROR_EVENT, { detail: failure }));
  }
  failures.emit(failure);
}

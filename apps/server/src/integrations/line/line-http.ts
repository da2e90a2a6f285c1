import type { LiveServiceSettings } from '../integration-settings.ts';
import { httpMessenger } from '../messaging/messaging-http.ts';
import { LINE_REJECTIONS, type Line } from './line.ts';

/** The live LINE gateway, `LINE_URL`: the messaging protocol of docs/integrations.md. */
export function httpLine(settings: LiveServiceSettings): Line {
  return httpMessenger('line', settings, LINE_REJECTIONS);
}

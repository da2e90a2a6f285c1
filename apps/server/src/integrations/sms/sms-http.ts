import type { LiveServiceSettings } from '../integration-settings.ts';
import { httpMessenger } from '../messaging/messaging-http.ts';
import { SMS_REJECTIONS, type Sms } from './sms.ts';

/** The live SMS gateway, `SMS_URL`: the messaging protocol of docs/integrations.md. */
export function httpSms(settings: LiveServiceSettings): Sms {
  return httpMessenger('sms', settings, SMS_REJECTIONS);
}

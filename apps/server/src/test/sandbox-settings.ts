import type { IntegrationSettings, SandboxSettings } from '../integrations/integration-settings.ts';

/** Every outside service in its sandbox, answering at once unless a test says otherwise. */
export function allSandboxes(sandbox: Partial<SandboxSettings> = {}): IntegrationSettings {
  return {
    licenceRegistry: undefined,
    teleDentistry: undefined,
    nhso: undefined,
    ktbPaotang: undefined,
    sms: undefined,
    line: undefined,
    ktbFastPay: undefined,
    adsStore: undefined,
    dentalAi: undefined,
    edcTerminal: undefined,
    ktbFastPayCallbackSecret: undefined,
    sandbox: { delayScale: 0, teleConfirmSeconds: 0, messageDeliverySeconds: 0, edcPendingSeconds: 0, ...sandbox },
  };
}

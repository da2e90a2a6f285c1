/** A live outside service: where it answers, its key, and how long to wait for it. */
export type LiveServiceSettings = { url: string; apiKey: string | undefined; timeoutMs: number };

export type SandboxSettings = {
  /** Multiplies each sandbox's typical answer time: 1 realistic, 0 instant (tests). */
  delayScale: number;
  /** The simulated patient confirms a tele-dentistry code this many seconds after it is issued; 0: never by itself. */
  teleConfirmSeconds: number;
  /** A sandbox SMS or LINE message is queued this many seconds before it is delivered (or fails); 0: at once. */
  messageDeliverySeconds: number;
  /** The sandbox card terminal's simulated card takes this many seconds before the terminal decides; 0: at once. */
  edcPendingSeconds: number;
};

/** What config.ts reads from the environment for the adapter layer (docs/integrations.md). */
export type IntegrationSettings = {
  /** Set: the live dental-council registry; unset: its sandbox. */
  licenceRegistry: LiveServiceSettings | undefined;
  teleDentistry: LiveServiceSettings | undefined;
  /** The national health insurance co-payment scheme (สปสช.). */
  nhso: LiveServiceSettings | undefined;
  /** KTB Paotang (เป๋าตัง) co-payment. */
  ktbPaotang: LiveServiceSettings | undefined;
  sms: LiveServiceSettings | undefined;
  line: LiveServiceSettings | undefined;
  /** KTB fast pay (the bank's hosted payment page): top-ups and plan payments. */
  ktbFastPay: LiveServiceSettings | undefined;
  /** The ads store (the announcements of the clinic picker). */
  adsStore: LiveServiceSettings | undefined;
  /** The dental-photo analyser (spec clinic §7 "AI"); unset: the classical-pipeline sandbox, refused in production. */
  dentalAi: LiveServiceSettings | undefined;
  /** The card terminal's (EDC) payment gateway. */
  edcTerminal: LiveServiceSettings | undefined;
  /** The key of the bank's callback signatures; unset: generated and kept in app_secrets. */
  ktbFastPayCallbackSecret: string | undefined;
  sandbox: SandboxSettings;
};

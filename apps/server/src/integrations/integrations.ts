import type { FastifyInstance } from 'fastify';
import type { DentalAi } from './dental-ai/dental-ai.ts';
import { httpDentalAi } from './dental-ai/dental-ai-http.ts';
import { sandboxDentalAi } from './dental-ai/dental-ai-sandbox.ts';
import type { TIntegrationMode, TIntegrationService } from '@yim/contract';
import { loadSecret } from '../lib/db/app-secrets.ts';
import type { AdsStore } from './ads-store/ads-store.ts';
import { httpAdsStore } from './ads-store/ads-store-http.ts';
import { sandboxAdsStore } from './ads-store/ads-store-sandbox.ts';
import type { Database } from '../lib/db/database.ts';
import type { PeriodicTask } from '../lib/jobs/periodic-tasks.ts';
import type { IntegrationSettings } from './integration-settings.ts';
import type { EdcTerminal } from './edc-terminal/edc-terminal.ts';
import { httpEdcTerminal } from './edc-terminal/edc-terminal-http.ts';
import { sandboxEdcTerminal } from './edc-terminal/edc-terminal-sandbox.ts';
import type { KtbFastPay } from './ktb-fastpay/ktb-fastpay.ts';
import { httpKtbFastPay } from './ktb-fastpay/ktb-fastpay-http.ts';
import { sandboxKtbFastPay } from './ktb-fastpay/ktb-fastpay-sandbox.ts';
import { registerKtbFastPaySandboxPage } from './ktb-fastpay/ktb-fastpay-sandbox-page.ts';
import type { KtbPaotang } from './ktb-paotang/ktb-paotang.ts';
import { httpKtbPaotang } from './ktb-paotang/ktb-paotang-http.ts';
import { sandboxKtbPaotang } from './ktb-paotang/ktb-paotang-sandbox.ts';
import type { LicenceRegistry } from './licence-registry/licence-registry.ts';
import { httpLicenceRegistry } from './licence-registry/licence-registry-http.ts';
import { sandboxLicenceRegistry } from './licence-registry/licence-registry-sandbox.ts';
import type { Line } from './line/line.ts';
import { httpLine } from './line/line-http.ts';
import { sandboxLine } from './line/line-sandbox.ts';
import type { Nhso } from './nhso/nhso.ts';
import { httpNhso } from './nhso/nhso-http.ts';
import { sandboxNhso } from './nhso/nhso-sandbox.ts';
import { sandboxConsole, type SandboxConsole } from './sandbox-console.ts';
import { deleteExchangesBefore } from './sandbox/sandbox-exchanges.repo.ts';
import type { Sms } from './sms/sms.ts';
import { httpSms } from './sms/sms-http.ts';
import { sandboxSms } from './sms/sms-sandbox.ts';
import type { TeleDentistry } from './tele-dentistry/tele-dentistry.ts';
import { httpTeleDentistry } from './tele-dentistry/tele-dentistry-http.ts';
import { sandboxTeleDentistry } from './tele-dentistry/tele-dentistry-sandbox.ts';

/**
 * Every outside service the server talks to, each behind its interface: the live HTTP adapter
 * when its URL is configured, else its sandbox (docs/integrations.md). Built once per app and
 * handed to the features in AppDeps.
 */
export type Integrations = {
  licenceRegistry: LicenceRegistry;
  teleDentistry: TeleDentistry;
  /** The national health insurance co-payment scheme (สปสช.): visit bookings for appointments. */
  nhso: Nhso;
  /** KTB Paotang (เป๋าตัง) co-payment visits for appointments. */
  ktbPaotang: KtbPaotang;
  /** Appointment reminders by SMS and by LINE. */
  sms: Sms;
  line: Line;
  /** KTB fast pay, the bank's payment page: credit top-ups and plan payments. */
  ktbFastPay: KtbFastPay;
  /** The announcements shown to clinic staff (the ads list, cached by ads_version). */
  adsStore: AdsStore;
  /** The dental-photo analyser (AI, beta): its sandbox is a classical image pipeline, not a diagnosis. */
  dentalAi: DentalAi;
  /** The branch's card-payment terminal (EDC): card lines of receipts. */
  edcTerminal: EdcTerminal;
  /** The pages a sandbox serves itself (the sandbox bank's payment page); nothing for live services. */
  registerPages(app: FastifyInstance): void;
  /** Which services run in their sandbox: the health endpoint's `sandbox` map. */
  modes(): Record<TIntegrationService, TIntegrationMode>;
  sandboxConsole: SandboxConsole;
};

/** The record of what the sandboxes were asked is kept this long. */
const EXCHANGE_KEEP_DAYS = 30;

export function createIntegrations(
  settings: IntegrationSettings,
  db: Database,
  options: { now?: () => Date; publicUrl?: string } = {},
): Integrations {
  const sandbox = { owner: db.owner, delayScale: settings.sandbox.delayScale, now: options.now ?? (() => new Date()) };
  const tele = { ...sandbox, confirmSeconds: settings.sandbox.teleConfirmSeconds };
  const licenceRegistry = settings.licenceRegistry
    ? httpLicenceRegistry(settings.licenceRegistry)
    : sandboxLicenceRegistry(sandbox);
  const teleDentistry = settings.teleDentistry ? httpTeleDentistry(settings.teleDentistry) : sandboxTeleDentistry(tele);
  const nhso = settings.nhso ? httpNhso(settings.nhso) : sandboxNhso(sandbox);
  const ktbPaotang = settings.ktbPaotang ? httpKtbPaotang(settings.ktbPaotang) : sandboxKtbPaotang(sandbox);
  const messaging = { ...sandbox, deliverySeconds: settings.sandbox.messageDeliverySeconds };
  const sms = settings.sms ? httpSms(settings.sms) : sandboxSms(messaging);
  const line = settings.line ? httpLine(settings.line) : sandboxLine(messaging);
  // The bank's callbacks are signed with a shared key: the live bank's from the environment, the
  // sandbox's generated once and kept in app_secrets (ADR 0004).
  if (settings.ktbFastPay && !settings.ktbFastPayCallbackSecret) {
    throw new Error("KTB_FASTPAY_URL is set: KTB_FASTPAY_CALLBACK_SECRET (the bank's callback key) is needed too");
  }
  const adsStore = settings.adsStore ? httpAdsStore(settings.adsStore) : sandboxAdsStore(sandbox);
  const dentalAi = settings.dentalAi ? httpDentalAi(settings.dentalAi) : sandboxDentalAi(sandbox);
  const edcTerminal = settings.edcTerminal
    ? httpEdcTerminal(settings.edcTerminal)
    : sandboxEdcTerminal({ ...sandbox, pendingSeconds: settings.sandbox.edcPendingSeconds });
  let callbackKey: Promise<Uint8Array> | undefined;
  const loadCallbackKey = () =>
    (callbackKey ??= loadSecret(db, 'ktb-fastpay-callback', settings.ktbFastPayCallbackSecret).catch((error) => {
      callbackKey = undefined;
      throw error;
    }));
  const fastPaySandbox = settings.ktbFastPay
    ? undefined
    : sandboxKtbFastPay({
        ...sandbox,
        publicUrl: options.publicUrl ?? 'http://localhost:3000',
        callbackKey: loadCallbackKey,
      });
  const ktbFastPay: KtbFastPay =
    fastPaySandbox ?? httpKtbFastPay(settings.ktbFastPay!, new TextEncoder().encode(settings.ktbFastPayCallbackSecret));
  return {
    licenceRegistry,
    teleDentistry,
    nhso,
    ktbPaotang,
    sms,
    line,
    ktbFastPay,
    adsStore,
    dentalAi,
    edcTerminal,
    registerPages: (app) => {
      if (fastPaySandbox) registerKtbFastPaySandboxPage(app, fastPaySandbox);
    },
    modes: () => ({
      licenceRegistry: licenceRegistry.mode,
      teleDentistry: teleDentistry.mode,
      nhso: nhso.mode,
      ktbPaotang: ktbPaotang.mode,
      sms: sms.mode,
      line: line.mode,
      ktbFastPay: ktbFastPay.mode,
      adsStore: adsStore.mode,
      dentalAi: dentalAi.mode,
      edcTerminal: edcTerminal.mode,
    }),
    sandboxConsole: sandboxConsole(db.owner, tele),
  };
}

/** Housekeeping: the sandbox record is for looking at, not for keeping. */
export const pruneSandboxExchanges: PeriodicTask = {
  name: 'sandbox exchanges older than 30 days',
  run: (tx) => deleteExchangesBefore(tx, new Date(Date.now() - EXCHANGE_KEEP_DAYS * 86_400_000)),
};

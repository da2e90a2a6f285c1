import type { TIntegrationMode, TLicenceStatus } from '@yim/contract';

/** What the dental council's registry says of one licence number (ท.). */
export type LicenceLookup = {
  licenceNo: string;
  status: TLicenceStatus;
  /** The holder's names as registered; null when the number is not on the register. */
  holderNameTh: string | null;
  holderNameEn: string | null;
};

/**
 * The dental council's licence registry (ทันตแพทยสภา). `lookUp` answers for any number, known or
 * not; it throws IntegrationError `unavailable` when the registry cannot be asked. It has no
 * rejections: a number it does not know is the answer `not_found`.
 */
export type LicenceRegistry = {
  mode: TIntegrationMode;
  lookUp(licenceNo: string): Promise<LicenceLookup>;
};

// Payment methods in their groups (spec clinic §7, GET /api/master/mReceiptPayment) and the Thai
// banks a transfer goes to. Sources in docs/reference-data.md. Ids are fixed: receipts keep them.

export type PaymentMethodSeed = {
  id: number;
  code: string;
  nameTh: string;
  nameEn: string;
  needsBank?: boolean;
  isScheme?: boolean;
};
export type PaymentGroupSeed = {
  id: number;
  code: string;
  nameTh: string;
  nameEn: string;
  methods: PaymentMethodSeed[];
};

export const PAYMENT_GROUPS: readonly PaymentGroupSeed[] = [
  { id: 1, code: 'CASH', nameTh: 'เงินสด', nameEn: 'Cash', methods: [{ id: 1, code: 'CASH', nameTh: 'เงินสด', nameEn: 'Cash' }] },
  {
    id: 2,
    code: 'TRANSFER',
    nameTh: 'โอนเงิน',
    nameEn: 'Bank transfer',
    methods: [{ id: 2, code: 'TRANSFER', nameTh: 'โอนเงินเข้าบัญชี', nameEn: 'Bank transfer', needsBank: true }],
  },
  {
    id: 3,
    code: 'CARD',
    nameTh: 'บัตร',
    nameEn: 'Card',
    methods: [
      { id: 3, code: 'CREDIT_CARD', nameTh: 'บัตรเครดิต', nameEn: 'Credit card' },
      { id: 4, code: 'DEBIT_CARD', nameTh: 'บัตรเดบิต', nameEn: 'Debit card' },
    ],
  },
  {
    id: 4,
    code: 'QR',
    nameTh: 'คิวอาร์โค้ด',
    nameEn: 'QR code',
    methods: [{ id: 5, code: 'PROMPTPAY_QR', nameTh: 'พร้อมเพย์ QR', nameEn: 'PromptPay QR' }],
  },
  {
    id: 5,
    code: 'SCHEME',
    nameTh: 'สิทธิการรักษา / ร่วมจ่าย',
    nameEn: 'Health scheme / co-payment',
    methods: [
      { id: 6, code: 'NHSO_UC', nameTh: 'สิทธิบัตรทอง (สปสช.)', nameEn: 'Universal Coverage (NHSO)', isScheme: true },
      { id: 7, code: 'KTB_PAOTANG', nameTh: 'เป๋าตัง (กรุงไทย)', nameEn: 'Paotang (Krungthai)', isScheme: true },
      { id: 8, code: 'SSO', nameTh: 'ประกันสังคม', nameEn: 'Social Security', isScheme: true },
    ],
  },
];

export type BankSeed = { code: string; nameTh: string; nameEn: string };

/**
 * The commercial banks registered in Thailand and the specialized financial institutions that
 * keep retail deposit accounts; `code` is the short name their apps and slips use. Checked
 * against the Bank of Thailand's lists (docs/reference-data.md).
 */
export const THAI_BANKS: readonly BankSeed[] = [
  { code: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
  { code: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
  { code: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
  { code: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  { code: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank' },
  { code: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
  { code: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', nameEn: 'Bank for Agriculture and Agricultural Cooperatives' },
  { code: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', nameEn: 'Government Housing Bank' },
  { code: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank' },
  { code: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', nameEn: 'CIMB Thai Bank' },
  { code: 'UOBT', nameTh: 'ธนาคารยูโอบี', nameEn: 'United Overseas Bank (Thai)' },
  { code: 'TISCO', nameTh: 'ธนาคารทิสโก้', nameEn: 'TISCO Bank' },
  { code: 'LHFG', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', nameEn: 'Land and Houses Bank' },
  { code: 'ICBCT', nameTh: 'ธนาคารไอซีบีซี (ไทย)', nameEn: 'ICBC (Thai)' },
  { code: 'SCBT', nameTh: 'ธนาคารสแตนดาร์ดชาร์เตอร์ด (ไทย)', nameEn: 'Standard Chartered Bank (Thai)' },
  { code: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', nameEn: 'Thai Credit Bank' },
  { code: 'IBANK', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', nameEn: 'Islamic Bank of Thailand' },
];

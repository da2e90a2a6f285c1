// Without zod: the web's first page bundles these texts (i18n) before any schema loads.
export const RISK_MESSAGES = {
  questionTh: '*กรุณาใส่คำถามภาษาไทย',
  answersRepeated: '*ตอบคำถามเดียวกันซ้ำไม่ได้',
} as const;

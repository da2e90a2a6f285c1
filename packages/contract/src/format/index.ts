// Pure formatting helpers shared by the server (e-mails, PDFs, spreadsheets) and the web.
export * from './money.ts';
export * from './date.ts';
export * from './phone.ts';
export * from './baht-text.ts';
export * from './dn.ts';
export * from './promptpay.ts';

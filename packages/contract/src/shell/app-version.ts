/** The product's version (package.json's), answered by GET /api/version; without zod, so the first page can show it. */
export const APP_VERSION = '1.1.4';

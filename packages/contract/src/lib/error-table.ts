/**
 * One error code's HTTP status and the texts the web app shows; `wire` is the spec's own text where
 * it names one (the errorMessage a failure carries, errors.ts `wireMessage`).
 */
export type ErrorEntry = { status: number; th: string; en: string; wire?: string };

/** A feature's error codes: each feature declares its own in `<feature>/<feature>.errors.ts`. */
export type ErrorTable = Record<string, ErrorEntry>;

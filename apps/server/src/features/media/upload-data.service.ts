import type { z } from 'zod';
import { findControlCharacters, ZMediaUploadData, type TMediaUploadData } from '@yim/contract';
import { validationError } from '../../lib/app-error.ts';
import { zodIssues } from '../../lib/http/register-endpoint.ts';
import type { MediaCaller } from './media-rules.service.ts';

// The `data` field of createMediaFiles, checked by the contract's schema like a JSON body is by
// the registrar (which cannot see inside a multipart body): control characters, then the schema.

/** The `data` field: JSON of ZMediaUploadData, field paths prefixed `data.`. */
export function parseData(value: unknown): TMediaUploadData {
  return parseDataField(ZMediaUploadData, value);
}

/** A `data` field by any schema (protocol media has its own): JSON, no control characters, the schema. */
export function parseDataField<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(String(value));
  } catch {
    throw validationError([{ path: 'data', message: 'ต้องเป็น JSON' }]);
  }
  const controls = findControlCharacters(json, ['data']);
  if (controls.length > 0) throw validationError(controls);
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw validationError(zodIssues(parsed.error, 'data'));
  return parsed.data;
}

/** `clinicUrl` and `branchUrl` may repeat the path's (the signing page sends them); they may not differ. */
export function checkUrls(
  caller: MediaCaller,
  urls: { clinicUrl?: string | undefined; branchUrl?: string | undefined },
) {
  for (const name of ['clinicUrl', 'branchUrl'] as const) {
    const value = urls[name];
    if (value !== undefined && value !== caller.branch[name]) {
      throw validationError([{ path: `data.${name}`, message: 'ไม่ตรงกับคลินิกหรือสาขาของคำขอ' }]);
    }
  }
}

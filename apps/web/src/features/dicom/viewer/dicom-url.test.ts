import { describe, expect, it } from 'vitest';
import { encodeDicomUrl, resolveDicomUrl } from './dicom-url.ts';

const ORIGIN = 'https://app.yim.test';
const resolve = (query: string) => resolveDicomUrl(new URLSearchParams(query), ORIGIN);
const data = (url: string) => `data=${encodeURIComponent(encodeDicomUrl(url))}`;

// Shapes of the links our two storage drivers make (apps/server/src/lib/storage).
const S3 =
  'https://s3.example.test/yim/c1/a.dcm?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAEXAMPLE%2F20260101%2Fap-southeast-1%2Fs3%2Faws4_request&X-Amz-Date=20260101T000000Z&X-Amz-Expires=900&X-Amz-Signature=abc123&X-Amz-SignedHeaders=host';
const S3_TEMPORARY = `${S3.replace('AKIA', 'ASIA')}&X-Amz-Security-Token=IQoJb3JpZ2luX2VjE%2Fabc`;
const LOCAL = '/api/files/content/42/a.dcm?type=application%2Fdicom&exp=1767225600&sig=Zm9vYmFy';

describe('resolveDicomUrl', () => {
  it('opens both kinds of signed link our storage makes, from data and from the legacy url', () => {
    expect(resolve(data(S3))).toEqual({ ok: true, url: new URL(S3).toString() });
    expect(resolve(data(S3_TEMPORARY))).toMatchObject({ ok: true });
    expect(resolve(data(LOCAL))).toEqual({ ok: true, url: new URL(LOCAL, ORIGIN).toString() });
    expect(resolve(`url=${encodeURIComponent(encodeURIComponent(S3))}`)).toMatchObject({ ok: true });
    expect(resolve(`url=${encodeURIComponent('https://pacs.example.test/x.dcm')}`)).toEqual({
      ok: true,
      url: 'https://pacs.example.test/x.dcm',
    });
  });

  it('names each problem of spec §8', () => {
    expect(resolve('')).toEqual({ ok: false, problem: 'noUrl' });
    expect(resolve('data=%%%not-base64')).toEqual({ ok: false, problem: 'invalidBase64' });
    expect(resolve(`url=${encodeURIComponent('https://x.test/%E0%A4')}`)).toEqual({
      ok: false,
      problem: 'decodingFailed',
    });
    expect(resolve(data('ftp://x.test/a.dcm'))).toEqual({ ok: false, problem: 'invalidUrl' });
    expect(resolve(data('not a url'))).toEqual({ ok: false, problem: 'invalidUrl' });
  });

  it('refuses a storage link that lacks a part of its signature', () => {
    for (const part of ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature']) {
      const url = new URL(S3);
      url.searchParams.delete(part);
      expect(resolve(data(url.toString()))).toEqual({ ok: false, problem: 'missingSignatureParts' });
    }
    const withoutToken = new URL(S3_TEMPORARY);
    withoutToken.searchParams.delete('X-Amz-Security-Token');
    expect(resolve(data(withoutToken.toString()))).toEqual({ ok: false, problem: 'missingSignatureParts' });
    expect(resolve(data(LOCAL.replace(/&sig=\w+/, '')))).toEqual({ ok: false, problem: 'missingSignatureParts' });
    expect(resolve(data(LOCAL.replace(/&exp=\d+/, '')))).toEqual({ ok: false, problem: 'missingSignatureParts' });
  });

  it('treats a security token with ten slashes in a row as corrupted', () => {
    const url = new URL(S3_TEMPORARY);
    url.searchParams.set('X-Amz-Security-Token', `abc${'/'.repeat(10)}def`);
    expect(resolve(data(url.toString()))).toEqual({ ok: false, problem: 'corruptedToken' });
    url.searchParams.set('X-Amz-Security-Token', `abc${'/'.repeat(9)}def`);
    expect(resolve(data(url.toString()))).toMatchObject({ ok: true });
  });
});

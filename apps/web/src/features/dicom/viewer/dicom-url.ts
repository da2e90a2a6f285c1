// Which image the viewer opens (spec access §2, §5, §8): query `data` (base64 of the URL) or the
// legacy `url` (percent-decoded again if it still holds a %). The URL must be http(s); a link of
// our media storage must carry every part of its signature: an S3 presigned URL its credential,
// date, expiry and signature (and its security token when the credentials are temporary, whose
// access key ids start with ASIA), the local driver's link its `exp` and `sig`.

export type DicomUrlProblem =
  'noUrl' | 'invalidBase64' | 'decodingFailed' | 'invalidUrl' | 'missingSignatureParts' | 'corruptedToken';

export type DicomUrlResult = { ok: true; url: string } | { ok: false; problem: DicomUrlProblem };

const S3_REQUIRED = ['X-Amz-Credential', 'X-Amz-Date', 'X-Amz-Expires', 'X-Amz-Signature'];
const SECURITY_TOKEN = 'X-Amz-Security-Token';
/** A token with a run of 10 or more slashes has been mangled on its way (spec §5). */
const CORRUPTED_TOKEN = /\/{10,}/;

function decodeBase64(data: string): string | null {
  try {
    // Accept the URL-safe alphabet and missing padding, which links often carry.
    const standard = data.trim().replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

export function resolveDicomUrl(search: URLSearchParams, origin: string): DicomUrlResult {
  const data = search.get('data');
  const legacy = search.get('url');
  let raw: string;
  if (data) {
    const decoded = decodeBase64(data);
    if (decoded === null) return { ok: false, problem: 'invalidBase64' };
    raw = decoded;
  } else if (legacy) {
    if (legacy.includes('%')) {
      try {
        raw = decodeURIComponent(legacy);
      } catch {
        return { ok: false, problem: 'decodingFailed' };
      }
    } else raw = legacy;
  } else {
    return { ok: false, problem: 'noUrl' };
  }

  raw = raw.trim();
  // The local storage driver signs a path on our own origin: made absolute here.
  const absolute = raw.startsWith('/') && !raw.startsWith('//') ? `${origin}${raw}` : raw;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return { ok: false, problem: 'invalidUrl' };
  }
  if (!/^https?:$/.test(url.protocol) || !/^https?:\/\//i.test(absolute)) return { ok: false, problem: 'invalidUrl' };
  return checkSignature(url) ?? { ok: true, url: url.toString() };
}

function checkSignature(url: URL): DicomUrlResult | null {
  const params = url.searchParams;
  const names = [...params.keys()];
  if (names.some((name) => name.startsWith('X-Amz-'))) {
    const credential = params.get('X-Amz-Credential') ?? '';
    const isTemporary = credential.startsWith('ASIA') || params.has(SECURITY_TOKEN);
    const required = isTemporary ? [...S3_REQUIRED, SECURITY_TOKEN] : S3_REQUIRED;
    if (required.some((name) => !params.get(name))) return { ok: false, problem: 'missingSignatureParts' };
    if (CORRUPTED_TOKEN.test(params.get(SECURITY_TOKEN) ?? '')) return { ok: false, problem: 'corruptedToken' };
    return null;
  }
  if (params.has('exp') || params.has('sig')) {
    if (!params.get('exp') || !params.get('sig')) return { ok: false, problem: 'missingSignatureParts' };
  }
  return null;
}

/** The `data` query value for a URL: what links to the viewer carry. */
export function encodeDicomUrl(url: string): string {
  const bytes = new TextEncoder().encode(url);
  return btoa(String.fromCharCode(...bytes));
}

// Settings and origin of the S3 driver, apart from the driver itself: the AWS SDK is only loaded
// when STORAGE=s3 (config.ts and app.ts need these on every start).

export type S3Settings = {
  bucket: string;
  region: string;
  /** Any S3-compatible service (MinIO, Ceph, Wasabi, R2 …); AWS itself when absent. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible services need. */
  forcePathStyle: boolean;
  /** Without them the SDK's own chain applies (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * The origin the browser fetches files from, for the content security policy: presigned URLs
 * point at the bucket, not at this server.
 */
export function bucketOrigin(settings: S3Settings): string {
  if (settings.endpoint) {
    const endpoint = new URL(settings.endpoint);
    return settings.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`;
  }
  return settings.forcePathStyle
    ? `https://s3.${settings.region}.amazonaws.com`
    : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

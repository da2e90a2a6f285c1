import { describeMediaFiles } from '../../test/media-suite.ts';

// Branch media on S3-compatible storage (s3rver): presigned links point at the bucket.
describeMediaFiles('s3');

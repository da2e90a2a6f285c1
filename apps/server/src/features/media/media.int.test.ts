import { describeMediaFiles } from '../../test/media-suite.ts';

// Branch media on the local driver (files under DATA_DIR, served through signed /api/files links).
describeMediaFiles('local');

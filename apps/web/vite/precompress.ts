import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text-like files worth compressing; woff2, png and the like are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|wasm|txt)$/;
/** Below one TCP packet, compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every compressible file of
 * the build, once, so the server sends them as they are (@fastify/static `preCompressed`) instead
 * of compressing on each request or not at all. A compressed copy that is not smaller is skipped.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'yim:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${path}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${path}.gz`, gzipped);
        }),
      );
    },
  };
}

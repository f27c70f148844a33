/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every text asset of a production build, once, at
 * build time: the server picks one by Accept-Encoding (api/src/web/static-files.ts, gzip_static in
 * nginx), and no request pays for compressing. Source maps and files under 1 KB are left as they are.
 */
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has written its files (the federation manifest and entry included).
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        async (assets) => {
          const texts = Object.entries(assets).filter(([name, source]) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
          await Promise.all(
            texts.map(async ([name, source]) => {
              const content = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, {
                  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length },
                }),
                gzip(content, { level: 9 }),
              ]);
              compilation.emitAsset(`${name}.br`, new sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };

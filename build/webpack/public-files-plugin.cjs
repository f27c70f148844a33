/**
 * Puts the files of an app's public/ folder (but its HTML template) into the build as they are,
 * under their own names: the shell's manifest.webmanifest, icons, sw.js and offline.html must
 * keep fixed addresses.
 */
const fs = require('node:fs');
const path = require('node:path');

class PublicFilesPlugin {
  constructor(folder, skip = ['index.html']) {
    this.folder = folder;
    this.skip = new Set(skip);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PublicFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of fs.readdirSync(this.folder)) {
          const file = path.join(this.folder, name);
          if (this.skip.has(name) || !fs.statSync(file).isFile()) continue;
          compilation.fileDependencies.add(file);
          compilation.emitAsset(name, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}

module.exports = { PublicFilesPlugin };

const { createConfig } = require('../build/webpack/create-config.cjs');

// Name, dev port and exposed modules: common/src/constants/remotes.registry.json.
module.exports = createConfig({ dir: __dirname });

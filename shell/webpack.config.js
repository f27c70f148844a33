const { createConfig } = require('../common/webpack/create-config.cjs');
const { SHELL_DEV_PORT } = require('../common/webpack/remotes.cjs');

module.exports = createConfig({ dir: __dirname, name: 'shell', port: SHELL_DEV_PORT, isShell: true });

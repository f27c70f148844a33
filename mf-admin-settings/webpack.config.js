const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admin_settings',
  port: 3006,
  exposes: { './Routes': './src/expose/Routes.tsx' },
});

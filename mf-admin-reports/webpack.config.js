const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admin_reports',
  port: 3004,
  exposes: { './Routes': './src/expose/Routes.tsx' },
});

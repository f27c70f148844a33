const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_admin_schedule',
  port: 3005,
  exposes: { './Routes': './src/expose/Routes.tsx' },
});

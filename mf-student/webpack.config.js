const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_student',
  port: 3003,
  exposes: { './Routes': './src/expose/Routes.tsx' },
});

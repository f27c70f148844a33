const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_teacher',
  port: 3002,
  exposes: { './Routes': './src/expose/Routes.tsx' },
});

const { createConfig } = require('../common/webpack/create-config.cjs');

module.exports = createConfig({
  dir: __dirname,
  name: 'mf_auth',
  port: 3001,
  exposes: {
    './session': './src/expose/session.ts',
    './LoginPage': './src/expose/LoginPage.tsx',
  },
});

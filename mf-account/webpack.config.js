const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'account',
  dir: __dirname,
  port: 4202,
  exposes: { './app': './src/app.tsx' },
});

const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'storefront',
  dir: __dirname,
  port: 4201,
  exposes: { './app': './src/app.tsx' },
});

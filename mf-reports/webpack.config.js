const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'reports',
  dir: __dirname,
  port: 4204,
  exposes: { './app': './src/app.tsx' },
});

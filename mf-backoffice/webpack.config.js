const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({
  name: 'backoffice',
  dir: __dirname,
  port: 4203,
  exposes: { './app': './src/app.tsx' },
});

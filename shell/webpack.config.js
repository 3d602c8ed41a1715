const { createConfig } = require('../tools/webpack/create-config');

module.exports = createConfig({ name: 'shell', dir: __dirname, port: 4200, isHost: true });

// @ts-check
// `npm run test:web`: every Jest project of the root jest.config.js but the API's.
const { projects } = require('../jest.config');

module.exports = {
  rootDir: '..',
  projects: projects.filter((project) => !project.startsWith('<rootDir>/services/')),
  // A global option, as in the root config: without it a screen test gets Jest's 5 s, which
  // a few clicks in an antd dialog pass on a loaded machine.
  testTimeout: 30_000,
};

// @ts-check
// `npm run test:web`: every Jest project of the root jest.config.js but the API's.
const { projects } = require('../jest.config');

module.exports = {
  rootDir: '..',
  projects: projects.filter((project) => !project.startsWith('<rootDir>/services/')),
};

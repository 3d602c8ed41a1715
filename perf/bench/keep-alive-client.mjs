// @ts-check
// A lean HTTP/1.1 client for load generation: one keep-alive socket per request in
// flight, reused; requests written as one string, answers framed by their Content-Length.
// `fetch` costs the load core about 0.6-0.9 ms of CPU per request on this machine, and
// undici's pool about 0.25 ms; this about 0.1 ms. The load generator shares the machine
// with the API and the database, so every millisecond it spends is taken from what it
// measures (docs/bench-checkout.md).
import net from 'node:net';

/** @typedef {{ status: number, text: string, keepAlive: boolean }} Answer */
/**
 * @typedef {object} Connection
 * @property {net.Socket} socket
 * @property {Buffer} received
 * @property {{ resolve: (answer: Answer) => void, reject: (error: unknown) => void } | null} waiting
 */

/**
 * `request(method, path, headers, body)` resolves to `{ status, text }`. Every answer
 * must carry a Content-Length (Fastify's JSON answers do); anything else is an error.
 * @param {string} base
 */
export function keepAliveClient(base) {
  const { hostname, port } = new URL(base);
  /** @type {Connection[]} */
  const idle = [];
  /** @type {Set<Connection>} */
  const all = new Set();

  function connect() {
    const socket = net.connect(Number(port), hostname).setNoDelay(true);
    /** @type {Connection} */
    const connection = { socket, received: Buffer.alloc(0), waiting: null };
    /** @param {unknown} error */
    const fail = (error) => {
      all.delete(connection);
      // A socket the server closed while idle (its keep-alive timeout) must not be reused.
      const at = idle.indexOf(connection);
      if (at >= 0) idle.splice(at, 1);
      connection.waiting?.reject(error);
      connection.waiting = null;
    };
    socket.on('data', (/** @type {Buffer} */ chunk) => {
      connection.received = Buffer.concat([connection.received, chunk]);
      let answer;
      try {
        answer = takeAnswer(connection);
      } catch (error) {
        fail(error);
        socket.destroy();
        return;
      }
      if (answer && connection.waiting) {
        const { resolve } = connection.waiting;
        connection.waiting = null;
        resolve(answer);
      }
    });
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('The server closed the connection')));
    all.add(connection);
    return connection;
  }

  /**
   * @param {string} method
   * @param {string} path
   * @param {Record<string, string>} headers
   * @returns {Promise<Answer>}
   */
  async function request(method, path, headers, body = '') {
    const connection = idle.pop() ?? connect();
    const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    /** @type {Answer} */
    const answer = await new Promise((resolve, reject) => {
      connection.waiting = { resolve, reject };
      connection.socket.write(
        `${method} ${path} HTTP/1.1\r\n${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    if (answer.keepAlive) idle.push(connection);
    else connection.socket.destroy();
    return answer;
  }

  return {
    request,
    close: () => all.forEach(({ socket }) => socket.destroy()),
  };
}

/**
 * One whole answer off the front of what the socket received, or null while it is partial.
 * @param {Connection} connection
 * @returns {Answer | null}
 */
function takeAnswer(connection) {
  const received = connection.received;
  const headEnd = received.indexOf('\r\n\r\n');
  if (headEnd < 0) return null;
  const head = received.toString('latin1', 0, headEnd);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  if (!length) throw new Error(`An answer without Content-Length: ${head.split('\r\n')[0]}`);
  const bodyStart = headEnd + 4;
  const bodyEnd = bodyStart + Number(length[1]);
  if (received.length < bodyEnd) return null;
  connection.received = received.subarray(bodyEnd);
  return {
    status: Number(head.slice(9, 12)),
    text: received.toString('utf8', bodyStart, bodyEnd),
    keepAlive: !/\r\nconnection: *close/i.test(head),
  };
}

// @ts-check
// A real SMTP server for the browser tests (e2e/playwright.config.ts starts it beside the site):
// the API sends its e-mails to it over SMTP (SMTP_URL, docs/operations.md#e-mail-and-the-outbox),
// and it keeps every message it receives, as mailparser reads it, for the specs to ask for over
// HTTP: `GET /messages` answers `[{to, subject, text}]`, oldest first. The same libraries as the
// API tests' inbox (services/api/test/support/smtp-inbox.ts).
//   node tools/smtp-inbox.mjs [--smtp-port 4225] [--http-port 4226]
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @param {string} name @param {number} fallback */
const option = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const SMTP_PORT = option('--smtp-port', 4225);
const HTTP_PORT = option('--http-port', 4226);

/** @type {{to: string[], subject: string, text: string}[]} */
const received = [];

/** @param {import('mailparser').ParsedMail} mail */
function addressesOf(mail) {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((list) => list.value.map((one) => one.address ?? ''));
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        received.push({
          to: addressesOf(mail),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
      })
      .then(() => callback(), callback);
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

const http = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/messages') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(received));
    return;
  }
  response.writeHead(404).end();
});
http.listen(HTTP_PORT, '127.0.0.1', () =>
  console.log(
    `SMTP inbox: smtp://127.0.0.1:${SMTP_PORT}, messages at http://127.0.0.1:${HTTP_PORT}/messages`,
  ),
);

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });

import { createServer, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenLocally, stopLocally } from '../http/local-test-server.js';
import { messageBirdSmsGateway } from './sms-gateway.js';

// The MessageBird adapter against a local fake of its REST API: what it sends and what it reads back.
describe('the MessageBird SMS gateway', () => {
  const received: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let status = 201;
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as unknown });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 201 ? { id: 'mb-123' } : { errors: [{ code: 2 }] }));
    });
  });
  let url = '';
  beforeAll(async () => {
    url = `${await listenLocally(server)}/messages`;
  });
  afterAll(async () => stopLocally(server));

  it('posts the text to the number without its plus, from the sender name, with the access key', async () => {
    const gateway = messageBirdSmsGateway({ apiUrl: url, accessKey: 'test_key', sender: 'AchterhoekM' });
    expect(await gateway.send('+31612345601', 'Je code: 123456')).toBe('mb-123');
    expect(received.at(-1)).toEqual({
      headers: expect.objectContaining({ authorization: 'AccessKey test_key' }),
      body: { originator: 'AchterhoekM', recipients: ['31612345601'], body: 'Je code: 123456' },
    });
  });

  it('fails when the provider refuses, so the message is marked as not sent', async () => {
    status = 422;
    const gateway = messageBirdSmsGateway({ apiUrl: url, accessKey: 'test_key', sender: 'AchterhoekM' });
    await expect(gateway.send('+31612345601', 'x')).rejects.toThrow('SMS provider answered 422');
    status = 201;
  });
});

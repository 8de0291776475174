import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

export interface FakeS3Request {
  method: string;
  bucket: string;
  key: string;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An aws-chunked body (`<hex size>[;chunk-signature=...]\r\n<data>\r\n ... 0\r\n<trailers>`),
 * which the SDK sends when it adds a trailing checksum, decoded to the object's bytes.
 */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  while (offset < body.length) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) break;
    const size = Number.parseInt(body.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function sendError(response: ServerResponse, status: number, code: string, hasBody: boolean): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    hasBody
      ? `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`
      : undefined,
  );
}

/**
 * A local stand-in for an S3-compatible object store on 127.0.0.1 (node:http), in memory,
 * for the AWS SDK pointed at it with `endpoint` and `forcePathStyle`: path-style
 * PUT, GET, HEAD and DELETE of objects (`/<bucket>/<key>`). Signatures are not checked.
 * Nothing reaches the internet.
 */
export async function startFakeS3Server() {
  const buckets = new Map<string, Map<string, FakeS3Object>>();
  const requests: FakeS3Request[] = [];
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const [bucket = '', ...keyParts] = url.pathname.slice(1).split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    const method = request.method ?? 'GET';
    requests.push({ method, bucket, key });
    const objects = buckets.get(bucket);
    if (!objects) return sendError(response, 404, 'NoSuchBucket', method !== 'HEAD');
    if (method === 'PUT') {
      const raw = await readBody(request);
      const isChunked = String(request.headers['content-encoding'] ?? '').includes('aws-chunked');
      const body = isChunked ? decodeAwsChunked(raw) : raw;
      objects.set(key, {
        body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: `"${body.length}"` });
      response.end();
      return;
    }
    const object = objects.get(key);
    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      response.end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!object) return sendError(response, 404, 'NoSuchKey', method === 'GET');
      response.writeHead(200, {
        'content-type': object.contentType ?? 'application/octet-stream',
        'content-length': object.body.length,
        etag: `"${object.body.length}"`,
      });
      response.end(method === 'GET' ? object.body : undefined);
      return;
    }
    sendError(response, 405, 'MethodNotAllowed', true);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    /** Makes an empty bucket. */
    createBucket(name: string) {
      buckets.set(name, new Map());
    },
    /** The objects of a bucket, by key. */
    objects(bucket: string): Map<string, FakeS3Object> {
      return buckets.get(bucket) ?? new Map();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

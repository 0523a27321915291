import fc from 'fast-check';
import { urlOf, type Operation, type Parameter } from './operations';
import { exampleParameter, validExample } from './valid-example';

/** One request a hostile client sends; the token is added by the caller. */
export interface HostileRequest {
  what: string;
  /** Which part of the request is spoiled. */
  part: 'none' | 'path' | 'query' | 'body' | 'header';
  method: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

// Fixed seed: the same requests on every run, so a failure can be repeated.
const SEED = 20240909;

/** Path segments as they arrive on the wire (already escaped). */
export const HOSTILE_PATH_VALUES = [
  '%00',
  'abc%00def',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'x'.repeat(3000),
  '9'.repeat(40),
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e308',
  encodeURIComponent('😀'),
  encodeURIComponent('Иван Петров'),
  '%E0%A4%A',
  '%ED%A0%80',
  '%20',
  '__proto__',
  encodeURIComponent("' or 1=1 --"),
];

/** Values that turn up inside a query string (already escaped). */
const HOSTILE_QUERY_VALUES = ['', '%00', 'x'.repeat(3000), '9'.repeat(40), '-1', '1e308', encodeURIComponent('😀'), '%E0%A4%A', '__proto__'];

/** Values that replace one field of an otherwise good JSON body. */
const HOSTILE_FIELD_VALUES: unknown[] = [
  null,
  -1,
  2 ** 53 + 1,
  true,
  { $gt: ['Erna'] },
  'x'.repeat(100_000),
  'a\u0000b',
  '😀\ud800',
  '   ',
  '2030-02-31',
];

/** Whole bodies that are not what the operation expects, sent as JSON. */
const HOSTILE_JSON_TEXTS = [
  'not json',
  '{',
  '{"a":1}{"b":2}',
  'null',
  '[]',
  '123',
  '"Erna"',
  'true',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '9'.repeat(400),
  '['.repeat(5000) + ']'.repeat(5000),
  JSON.stringify(Object.fromEntries(Array.from({ length: 2000 }, (_, index) => [`feld${index}`, index]))),
  JSON.stringify({ text: 'x'.repeat(100_000) }),
];

const BOUNDARY = 'grenze4711';
const MULTIPART = [
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="name"\r\n\r\nErna\r\n`,
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="../../bild.jpg"\r\ncontent-type: image/jpeg\r\n\r\n\xff\xd8\xff\r\n`,
  `--${BOUNDARY}--\r\n`,
].join('');

/** Bodies in formats where JSON (or nothing) is expected. */
const OTHER_FORMATS: Array<{ what: string; type?: string; payload: string }> = [
  { what: 'a form body', type: 'application/x-www-form-urlencoded', payload: 'name=Erna&text=Hallo&__proto__[isAdmin]=true' },
  { what: 'a multipart body', type: `multipart/form-data; boundary=${BOUNDARY}`, payload: MULTIPART },
  { what: 'a multipart body without boundary', type: 'multipart/form-data', payload: MULTIPART },
  { what: 'a multipart body with a 300-character boundary', type: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: MULTIPART },
  { what: 'a multipart body cut short', type: `multipart/form-data; boundary=${BOUNDARY}`, payload: MULTIPART.slice(0, 70) },
  { what: 'plain text', type: 'text/plain', payload: 'Erna' },
  { what: 'XML', type: 'application/xml', payload: '<erna/>' },
  { what: 'no content type', payload: '{"name":"Erna"}' },
  { what: 'JSON in UTF-16', type: 'application/json; charset=utf-16', payload: '{"name":"Erna"}' },
  { what: 'an odd content type', type: 'application/json;;;; x=', payload: '{}' },
  { what: 'an empty content type', type: '', payload: '{}' },
  { what: 'two content types', type: 'application/json, text/plain', payload: '{}' },
  { what: 'a made-up content type', type: 'erna/💐', payload: '{}' },
];

/** Headers a hostile client sends along with an otherwise good request. */
const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { 'x-request-id': 'x'.repeat(10_000) },
  { 'x-request-id': '../../etc/passwd\ttab' },
  { 'x-request-id': '' },
  { authorization: 'Bearer' },
  { authorization: 'Bearer ' },
  { authorization: 'Basic ZXJuYTpnZWhlaW0=' },
  { authorization: 'Bearer a.b.c' },
  { authorization: `Bearer ${'x'.repeat(10_000)}` },
  { authorization: `Bearer ${unsignedToken()}` },
  { authorization: 'Bearer  zwei  Leerzeichen' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'br;q=abc, gzip;q=2, *;q=-1' },
  { cookie: `session=${'x'.repeat(8000)}` },
  { 'x-forwarded-for': 'nonsense, 999.1.1.1, ::ffff:%00' },
  { host: 'erna.example:99999' },
  { 'content-length': '5' },
];

/** A token that names a user but is signed by nobody (`alg: none`). */
function unsignedToken(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: '00000000-0000-0000-0000-000000000000', exp: 4102444800 })}.`;
}

/**
 * The hostile requests for one operation: each spoils one part of an otherwise good request, so
 * every part (path, query, body, headers) is met by the server on its own.
 */
export function hostileRequestsFor(operation: Operation, known: Record<string, string> = {}): HostileRequest[] {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const good = (parameter: Parameter) => (known[parameter.name] !== undefined ? encodeURIComponent(known[parameter.name]!) : exampleParameter(parameter.schema));
  const goodPath = Object.fromEntries(pathParameters.map((parameter) => [parameter.name, good(parameter)]));
  const goodQuery = queryParameters.filter((parameter) => parameter.required).map((parameter) => `${parameter.name}=${good(parameter)}`);
  const goodFields = operation.body ? withKnown(validExample(operation.body), known) : undefined;
  const goodBody = goodFields === undefined ? undefined : JSON.stringify(goodFields);
  const json = { 'content-type': 'application/json' };
  const base = (what: string, part: HostileRequest['part'], url = urlOf(operation, goodPath, goodQuery.join('&'))): HostileRequest => ({
    what,
    part,
    method: operation.method,
    url,
    ...(goodBody !== undefined ? { headers: json, payload: goodBody } : {}),
  });
  const requests: HostileRequest[] = [base('a good request', 'none')];

  for (const parameter of pathParameters) {
    const values = [...HOSTILE_PATH_VALUES, ...fc.sample(fc.string({ unit: 'binary', maxLength: 40 }), { seed: SEED, numRuns: 3 }).map(encodeURIComponent)];
    for (const value of values) requests.push(base(`path ${parameter.name}=${value.slice(0, 40)}`, 'path', urlOf(operation, { ...goodPath, [parameter.name]: value }, goodQuery.join('&'))));
  }

  const withQuery = (query: string[]) => urlOf(operation, goodPath, query.join('&'));
  for (const parameter of queryParameters) {
    const others = goodQuery.filter((pair) => !pair.startsWith(`${parameter.name}=`));
    const name = parameter.name;
    const variants = [
      ...HOSTILE_QUERY_VALUES.map((value) => [`${name}=${value}`]),
      [`${name}=a`, `${name}=b`],
      [`${name}[]=a`],
      [`${name}[0]=a`, `${name}[1]=b`],
      [`${name}[a]=b`],
      [name],
    ];
    if (!parameter.required) variants.push([]);
    for (const variant of variants) requests.push(base(`query ${variant.join('&').slice(0, 40)}`, 'query', withQuery([...others, ...variant])));
  }
  for (const junk of ['__proto__[isAdmin]=true', 'constructor[prototype][isAdmin]=true', Array.from({ length: 1000 }, () => 'a=1').join('&'), '&&&==&=&', '%00=%00']) {
    requests.push(base(`query junk ${junk.slice(0, 30)}`, 'query', withQuery([...goodQuery, junk])));
  }

  const send = (what: string, payload: string, headers: Record<string, string> = json): HostileRequest => ({ ...base(what, 'body'), headers, payload });
  if (operation.body) {
    for (const text of HOSTILE_JSON_TEXTS) requests.push(send(`body ${text.slice(0, 30)}`, text));
    const fields = goodFields as Record<string, unknown>;
    for (const field of Object.keys(operation.body.properties ?? {})) {
      for (const value of HOSTILE_FIELD_VALUES) requests.push(send(`body field ${field}=${JSON.stringify(value).slice(0, 30)}`, JSON.stringify({ ...fields, [field]: value })));
      requests.push(send(`body without ${field}`, JSON.stringify({ ...fields, [field]: undefined })));
    }
    requests.push(send('body with __proto__ beside good fields', `{"__proto__":{"isAdmin":true},${JSON.stringify(fields).slice(1)}`));
    const randomBodies = fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed: SEED, numRuns: 6 });
    for (const body of randomBodies) requests.push(send(`random body ${JSON.stringify(body).slice(0, 30)}`, JSON.stringify(body)));
    const randomFields = fc.sample(fc.tuple(fc.constantFrom(...Object.keys(fields).concat('x')), fc.jsonValue({ maxDepth: 2 })), { seed: SEED, numRuns: 6 });
    for (const [field, value] of randomFields) requests.push(send(`random field ${field}`, JSON.stringify({ ...fields, [field]: value })));
  } else {
    // A body where none belongs must not upset the operation either.
    requests.push(send('an unexpected JSON body', '{"__proto__":{"isAdmin":true}}'));
  }
  for (const format of OTHER_FORMATS) requests.push(send(format.what, format.payload, format.type === undefined ? {} : { 'content-type': format.type }));
  for (const headers of HOSTILE_HEADERS) {
    const request = base(`header ${Object.keys(headers).join()}`, 'header');
    requests.push({ ...request, headers: { ...request.headers, ...headers } });
  }
  return requests;
}

/** Fields named like a known value (a page id in a book's body) get the real one. */
function withKnown(value: unknown, known: Record<string, string>): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => {
      const real = known[name];
      if (real === undefined) return [name, field];
      return [name, typeof field === 'number' ? Number(real) : real];
    }),
  );
}

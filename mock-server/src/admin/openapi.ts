import { createRequire } from 'node:module';
import * as z from 'zod/mini';
import { toJSONSchema, type $ZodType } from 'zod/v4/core';
import {
  catalogue,
  ENCRYPTION_SCHEME,
  EncryptionHeader,
  failureSchema,
  gateOf,
  hasEnvelope,
  Header,
  IdempotencyHeader,
  requestIn,
  whitelabelNodeSchema,
  type CallEntry,
} from '@portal/contracts';

type Json = Record<string, unknown>;

const { version } = createRequire(import.meta.url)('../../package.json') as { version: string };

// Schemas that refer to themselves get a readable name in components; any other definition would collide.
const named = z.registry<{ id: string }>();
named.add(whitelabelNodeSchema, { id: 'WhitelabelNode' });

const failureRef = { $ref: '#/components/schemas/Failure' };
const failureResponse = (description: string) => ({ description, content: { 'application/json': { schema: failureRef } } });

/**
 * Converts a contract schema to JSON Schema, moving its definitions into `defs` (the components). Always
 * as input: the server parses the request and the client the answer, so each is what its schema accepts.
 */
function convert(schema: $ZodType, defs: Record<string, Json>): Json {
  const { $schema: _dialect, $defs, ...json } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any', metadata: named }) as Json;
  const relink = (value: Json) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as Json;
  for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
    const next = relink(def);
    if (defs[name] && JSON.stringify(defs[name]) !== JSON.stringify(next)) throw new Error(`openapi: two definitions named ${name}`);
    defs[name] = next;
  }
  return relink(json);
}

/** A 200 answer: the envelope with the value, or a business failure (HTTP 200, success false). */
const enveloped = (value: Json): Json => ({
  oneOf: [{ type: 'object', properties: { success: { const: true }, value }, required: ['success', 'value'] }, failureRef],
});

/** A catalogue path's ":name" parts as OpenAPI spells them ("{name}"). */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
const pathNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The request's fields as parameters: those the path names travel in the path, the rest in the query. */
const queryParameters = (request: Json, path: string) =>
  Object.entries((request.properties ?? {}) as Record<string, Json>).map(([name, schema]) => {
    const inPath = pathNames(path).includes(name);
    return { name, in: inPath ? 'path' : 'query', required: inPath || ((request.required ?? []) as string[]).includes(name), schema };
  });

const encryptionHeaders = [
  { name: EncryptionHeader.Scheme, in: 'header', required: true, schema: { const: ENCRYPTION_SCHEME } },
  {
    name: EncryptionHeader.WrappedKey,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'The AES key, RSA-OAEP wrapped, base64',
  },
  {
    name: EncryptionHeader.Digest,
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'sha-256=<base64 of the plaintext digest>',
  },
  {
    name: EncryptionHeader.Nonce,
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
    description: '16 random bytes in base64url, new for every request; taken once (400 REQUEST_REPLAYED)',
  },
  {
    name: EncryptionHeader.Timestamp,
    in: 'header',
    required: true,
    schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
    description: 'When the client sealed it, ms since the epoch; within 5 minutes of the server clock (400 REQUEST_EXPIRED)',
  },
];

const idempotencyHeader = {
  name: IdempotencyHeader.Key,
  in: 'header',
  required: true,
  schema: { type: 'string', minLength: 8, maxLength: 255 },
  description:
    'A new key (a UUID) for each action of the player. A repeat with the same request answers the first answer again, ' +
    `with ${IdempotencyHeader.Replayed}: true; with another request 422 IDEMPOTENCY_KEY_REUSED; while the first runs 409 REQUEST_IN_PROGRESS`,
};

const tagOf = (path: string) =>
  path.startsWith('/wps/relay/') ? 'relay' : (path.split('/').find((part) => part && part !== 'wps' && !/^v\d+$/.test(part)) ?? 'other');

function describeCall(entry: CallEntry) {
  const gate = gateOf(entry);
  return [
    entry.token ? 'Needs the token in the Authorization header (401 without it).' : 'No token needed.',
    gate.length > 0 ? `Gated by module ${gate.join(' and ')}: when off, HTTP 200 with success false and code MODULE_DISABLED.` : '',
    entry.encrypted
      ? 'Encrypted: the body on the wire is { value } with the headers below; the schema shown is the payload before encryption.'
      : '',
    entry.once ? `Moves money or points: takes each ${IdempotencyHeader.Key} once (400 without it).` : '',
    entry.alert ? 'The client shows a failure in a dialog.' : '',
    entry.alias ? `The same call is also served at ${entry.alias.method} ${entry.alias.path}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function operation(name: string, entry: CallEntry, defs: Record<string, Json>): Json {
  const gate = gateOf(entry);
  const request = entry.request && convert(entry.request, defs);
  const response = convert(entry.response, defs);
  const inQuery = requestIn(entry) === 'query';
  const parameters = [
    ...(request && inQuery ? queryParameters(request, entry.path) : []),
    ...(entry.encrypted ? encryptionHeaders : []),
    ...(entry.once ? [idempotencyHeader] : []),
  ];
  const mediaType = entry.formEncoded ? 'application/x-www-form-urlencoded' : entry.multipart ? 'multipart/form-data' : 'application/json';
  return {
    operationId: name,
    summary: name,
    description: describeCall(entry),
    tags: [tagOf(entry.path)],
    security: entry.token ? [{ token: [] }] : [],
    ...(gate.length > 0 && { 'x-module': gate.length === 1 ? gate[0] : gate }),
    'x-encrypted': entry.encrypted,
    ...(parameters.length > 0 && { parameters }),
    ...(request && !inQuery && { requestBody: { required: true, content: { [mediaType]: { schema: request } } } }),
    responses: {
      '200': {
        description: hasEnvelope(entry) ? 'The envelope: the value, or a business failure' : 'The value itself, with no envelope',
        content: { 'application/json': { schema: hasEnvelope(entry) ? enveloped(response) : response } },
      },
      '400': failureResponse('A malformed request: the message names the field'),
      ...(entry.token && { '401': failureResponse('No token, or an expired one') }),
      ...(entry.once && {
        '409': failureResponse('REQUEST_IN_PROGRESS: the first request with this Idempotency-Key is still being answered'),
        '422': failureResponse('IDEMPOTENCY_KEY_REUSED: the key came before with another request'),
      }),
    },
  };
}

/** The OpenAPI 3.1 document of every catalogue call, built from the same entries the routes are. */
export function buildOpenApi(): Json {
  const defs: Record<string, Json> = {};
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, entry] of Object.entries(catalogue) as [string, CallEntry][]) {
    const path = openApiPath(entry.path);
    paths[path] = { ...paths[path], [entry.method.toLowerCase()]: operation(name, entry, defs) };
    // The alias (call-entry.ts): the same operation at its second place, named apart since operation ids are unique.
    if (entry.alias) {
      const at = openApiPath(entry.alias.path);
      const twin = { ...entry, ...entry.alias, alias: { method: entry.method, path: entry.path } };
      const same = { ...operation(name, twin, defs), operationId: `${name}Alias` };
      paths[at] = { ...paths[at], [entry.alias.method.toLowerCase()]: same };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Portal backend: the calls of the contracts catalogue',
      version,
      description:
        'Generated from contracts/src/catalogue*.ts and served by the fake backend. Every /wps answer is the envelope; a malformed request is 400 with a message naming the field.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Failure: convert(failureSchema, defs), ...defs },
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: Header.Authorization, description: 'The session token from login or registration' },
      },
    },
  };
}

let cached: Json | undefined;
/** Built once per process: the catalogue does not change while the fake runs. */
export const openApiDocument = () => (cached ??= buildOpenApi());

// The /v1 contract (api/openapi.yaml) as validators: every operation with its path, auth,
// request body and replies, each schema compiled by ajv (JSON Schema 2020-12, ajv-formats) in its
// default strict mode. Shared by the mock's contract suite (test/contract/) and the live-API
// check (scripts/contract-check.mjs).
//
// Test mode closes objects: an object schema that says nothing about additional properties gets
// `additionalProperties: false`, so a field the document does not have fails validation. The
// document already closes every object; the open ones say `additionalProperties: true` on
// purpose and stay open.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { CORE_SCHEMA, load } from 'js-yaml';

// A path, not `new URL(..., import.meta.url)`: Vite (Vitest) rewrites that into an asset URL.
export const DEFAULT_DOCUMENT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../api/openapi.yaml',
);

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const DEFS_ID = 'marquee:/v1/openapi.json';

/** `#/components/schemas/X` (the document's refs) -> the compiled copy's `#/$defs/X`. */
function rewriteRefs(node) {
  if (Array.isArray(node)) return node.map(rewriteRefs);
  if (node === null || typeof node !== 'object') return node;
  const copy = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${DEFS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : rewriteRefs(value);
  }
  return copy;
}

/** Test mode: every object schema not explicitly open gets `additionalProperties: false`. */
function closeObjects(node, closed = { count: 0 }) {
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item, closed);
  } else if (node !== null && typeof node === 'object') {
    const types = [node.type].flat();
    const isObject = types.includes('object') || (node.properties && node.type === undefined);
    if (
      isObject &&
      node.additionalProperties === undefined &&
      node.unevaluatedProperties === undefined
    ) {
      node.additionalProperties = false;
      closed.count += 1;
    }
    for (const [key, value] of Object.entries(node)) {
      // `properties` maps names to schemas: a property named `type` is not a keyword.
      if (key === 'properties' || key === '$defs' || key === 'patternProperties') {
        for (const schema of Object.values(value ?? {})) closeObjects(schema, closed);
      } else if (key !== 'enum' && key !== 'const' && key !== 'examples' && key !== 'default') {
        closeObjects(value, closed);
      }
    }
  }
  return closed.count;
}

/** A `$ref` to `#/components/<kind>/<name>` resolved (a response's or parameter's). */
function resolve(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, part) => at?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    current = target;
  }
  return current;
}

function mediaType(value) {
  return (value ?? '').split(';')[0].trim().toLowerCase();
}

function pathPattern(path) {
  const names = [];
  const source = path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}/?$`), names };
}

/** A JSON pointer of a value, e.g. `/user/account_id` (the whole value: `/`). */
function pointer(path, property) {
  const escaped = property?.replace(/~/g, '~0').replace(/\//g, '~1');
  const joined = property === undefined ? path : `${path}/${escaped}`;
  return joined || '/';
}

/** One ajv error: the JSON pointer of the field it is about, and what is wrong with it. */
function describe(error) {
  const { instancePath, keyword, params, message } = error;
  if (keyword === 'additionalProperties') {
    return {
      path: pointer(instancePath, params.additionalProperty),
      text: 'is not in the document (additionalProperties: false)',
    };
  }
  if (keyword === 'required') {
    return { path: pointer(instancePath, params.missingProperty), text: 'is required but missing' };
  }
  if (keyword === 'enum') {
    return {
      path: pointer(instancePath),
      text: `must be one of ${params.allowedValues.map((value) => JSON.stringify(value)).join(', ')}`,
    };
  }
  return { path: pointer(instancePath), text: message ?? keyword };
}

const KEYWORD_RANK = { additionalProperties: 0, required: 1 };

/**
 * The errors a reader needs, best first: a union's branches all fail, so the error deepest in
 * the value (and there, a stray or missing field before a wrong type) is the one that matters;
 * the union's own `oneOf`/`anyOf` summary comes last.
 */
function rankErrors(errors) {
  const described = errors.map((error) => ({ ...describe(error), keyword: error.keyword }));
  const depth = ({ path }) => (path === '/' ? 0 : path.split('/').length - 1);
  const summary = (keyword) => keyword === 'oneOf' || keyword === 'anyOf' || keyword === 'if';
  described.sort(
    (a, b) =>
      Number(summary(a.keyword)) - Number(summary(b.keyword)) ||
      depth(b) - depth(a) ||
      (KEYWORD_RANK[a.keyword] ?? 2) - (KEYWORD_RANK[b.keyword] ?? 2),
  );
  const unique = [];
  for (const { path, text } of described) {
    const line = `${path} ${text}`;
    if (!unique.includes(line)) unique.push(line);
  }
  return unique;
}

/**
 * The contract of a document (default: api/openapi.yaml). Every schema is compiled on first
 * use and kept.
 */
export function loadContract(file = DEFAULT_DOCUMENT) {
  // YAML 1.2's core types, as the document is written: no timestamps turned into Dates.
  const doc = load(readFileSync(file, 'utf8'), { schema: CORE_SCHEMA });
  const defs = rewriteRefs(doc.components?.schemas ?? {});
  let closedInTestMode = closeObjects(defs);
  const ajv = new Ajv2020({ allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: DEFS_ID, $defs: defs });
  const validators = new Map();

  // One validator per distinct schema: most replies share a few (the error body, a record).
  function validatorOf(schema) {
    const copy = rewriteRefs(schema);
    const key = JSON.stringify(copy);
    let validate = validators.get(key);
    if (!validate) {
      closedInTestMode += closeObjects(copy);
      validate = ajv.compile(copy);
      validators.set(key, validate);
    }
    return validate;
  }

  function check(schema, value) {
    const validate = validatorOf(schema);
    return validate(value) ? [] : rankErrors(validate.errors ?? []);
  }

  const operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const security = operation.security ?? doc.security ?? [];
      const scheme = security.length === 0 ? null : Object.keys(security[0])[0];
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        ...pathPattern(path),
        auth: scheme,
        requestBody: resolve(doc, operation.requestBody) ?? null,
        responses: operation.responses ?? {},
      });
    }
  }
  const byId = new Map(operations.map((operation) => [operation.id, operation]));

  function operation(id) {
    const found = byId.get(id);
    if (!found) throw new Error(`api/openapi.yaml has no operation ${id}`);
    return found;
  }

  /** The documented reply for a status: its own, else `default` (`documented` false). */
  function responseFor(id, status) {
    const { responses } = operation(id);
    const own = responses[String(status)];
    const reply = resolve(doc, own ?? responses.default);
    return { reply, documented: own !== undefined };
  }

  return {
    doc,
    operations,
    /** Object schemas test mode had to close so far (0: the document closes them itself). */
    get closedInTestMode() {
      return closedInTestMode;
    },
    operation,

    /**
     * The operation a request is for, and its path parameters: method and the path after `/v1`,
     * e.g. `('GET', '/bidders/b1')`. A literal segment beats a parameter. Null: not documented.
     */
    match(method, apiPath) {
      let best = null;
      for (const candidate of operations) {
        if (candidate.method !== method.toUpperCase()) continue;
        const found = candidate.pattern.exec(apiPath);
        if (!found || (best && best.operation.names.length <= candidate.names.length)) continue;
        const params = Object.fromEntries(
          candidate.names.map((name, index) => [name, decodeURIComponent(found[index + 1])]),
        );
        best = { operation: candidate, params };
      }
      return best;
    },

    /**
     * A reply against the document: `{ documented, errors }`. `body` is the reply's text; an
     * empty `errors` means it matches. A status the operation does not list is checked against
     * its `default` reply and reported as `documented: false`.
     */
    checkReply(id, status, contentType, body) {
      const { reply, documented } = responseFor(id, status);
      if (!reply) return { documented, errors: [`/ status ${status} is not documented`] };
      const content = reply.content ?? {};
      const types = Object.keys(content);
      if (types.length === 0) {
        return {
          documented,
          errors: body.trim() === '' ? [] : [`/ must be empty (documented without a body)`],
        };
      }
      const type = mediaType(contentType);
      if (!types.includes(type)) {
        return {
          documented,
          errors: [`/ content type ${JSON.stringify(type)} is not ${types.join(' or ')}`],
        };
      }
      // A file's bytes (getFileContent): its media type is all the document says of them.
      if (!/[/+]json$/.test(type)) return { documented, errors: [] };
      let value;
      try {
        value = JSON.parse(body);
      } catch {
        return { documented, errors: ['/ is not JSON'] };
      }
      const schema = content[type].schema ?? {};
      return { documented, errors: check(schema, value) };
    },

    /**
     * A request body against the document: the errors (empty: it matches). `body` is the parsed
     * JSON or, for multipart, an object of the form's fields (a file as any string).
     */
    checkRequest(id, contentType, body) {
      const { requestBody } = operation(id);
      const type = mediaType(contentType);
      if (!requestBody) {
        // API-EMPTY-POST: a POST without a payload sends {}.
        const empty =
          body === undefined ||
          (body !== null &&
            typeof body === 'object' &&
            !Array.isArray(body) &&
            !Object.keys(body).length);
        return empty ? [] : ['/ is sent, but the operation documents no request body'];
      }
      const media = requestBody.content?.[type];
      if (!media) {
        const types = Object.keys(requestBody.content ?? {}).join(' or ');
        return [`/ content type ${JSON.stringify(type)} is not ${types}`];
      }
      return check(media.schema ?? {}, body);
    },
  };
}

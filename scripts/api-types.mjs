// The wire types from the contract (issue 19): src/types/api.ts is generated from
// api/openapi.yaml by openapi-typescript and formatted with the project's Prettier config, so
// the committed file is byte-for-byte what this script writes.
//
//   npm run api:types          write src/types/api.ts
//   npm run api:types:check    regenerate in memory and exit 1 if the committed file differs
//
// The Node API, not the CLI: the CLI reads redocly.yaml (the lint's config) as its own and wants
// an output key there. Every schema is also exported at the root under its own name
// (`type Campaign = components['schemas']['Campaign']`), which is what the code imports.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import prettier from 'prettier';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = path.join(ROOT, 'api/openapi.yaml');
const OUTPUT = path.join(ROOT, 'src/types/api.ts');

const HEADER = `// Generated from api/openapi.yaml by openapi-typescript (\`npm run api:types\`). Do not edit:
// change the contract and regenerate; \`npm run api:types:check\` (in \`npm run check\`) fails
// while this file is stale. Screen-side shapes built from these types live with their screens.
`;

async function generate() {
  const ast = await openapiTS(pathToFileURL(SOURCE), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
  });
  const config = (await prettier.resolveConfig(OUTPUT)) ?? {};
  return prettier.format(HEADER + astToString(ast), { ...config, filepath: OUTPUT });
}

/** Where two texts part, by line: a few lines of each from there. */
function firstDifference(committed, generated) {
  const was = committed.split('\n');
  const now = generated.split('\n');
  let line = 0;
  while (line < was.length && line < now.length && was[line] === now[line]) line += 1;
  const show = (lines, mark) =>
    lines
      .slice(line, line + 5)
      .map((text) => `${mark} ${text}`)
      .join('\n');
  return `first difference at line ${line + 1}:\n${show(was, '-')}\n${show(now, '+')}`;
}

async function main() {
  const check = process.argv.includes('--check');
  const generated = await generate();
  if (!check) {
    writeFileSync(OUTPUT, generated);
    console.log(`api:types: wrote ${path.relative(ROOT, OUTPUT)} from api/openapi.yaml`);
    return;
  }
  let committed = '';
  try {
    committed = readFileSync(OUTPUT, 'utf8');
  } catch {
    // A missing file is stale too.
  }
  if (committed === generated) {
    console.log('api:types:check: src/types/api.ts matches api/openapi.yaml');
    return;
  }
  const fresh = path.join(mkdtempSync(path.join(tmpdir(), 'api-types-')), 'api.ts');
  writeFileSync(fresh, generated);
  console.error(firstDifference(committed, generated));
  console.error(
    'api:types:check: src/types/api.ts is stale: it is not what api/openapi.yaml generates ' +
      `(fresh output: ${fresh}). Run \`npm run api:types\` and commit the result.`,
  );
  process.exitCode = 1;
}

await main();

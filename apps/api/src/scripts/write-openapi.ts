import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../config.js';
import { OPENAPI_FILE, renderOpenApiDocument } from '../http/openapi-document.js';

// `npm run openapi`: rewrites the committed OpenAPI document from the route schemas.
const document = await renderOpenApiDocument();
await writeFile(OPENAPI_FILE, document);
console.warn(`Wrote ${path.relative(REPO_ROOT, OPENAPI_FILE)}`);

import type { FastifyInstance } from 'fastify';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { openApiDocument } from './openapi';

export const OPENAPI_PATH = '/__admin/openapi.json';
export const DOCS_PATH = '/__admin/docs';

/**
 * The API docs from the catalogue: the OpenAPI document, and Swagger UI over it with its assets served
 * from the package (works offline). Static mode, so no route gets an ajv validator beside our zod parsing.
 */
export async function docsRoutes(app: FastifyInstance) {
  const document = openApiDocument();
  app.get(OPENAPI_PATH, async () => document);
  // The plugin's types stop at OpenAPI 3.0; it serves any document object as it is.
  await app.register(swagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, uiConfig: { docExpansion: 'list', deepLinking: true } });
}

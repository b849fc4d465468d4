import { z } from '@hono/zod-openapi';

/**
 * The pieces of an OpenAPI route definition every router uses: one JSON answer, a JSON answer under its status,
 * and a required JSON body. One copy, so the document reads the same for every route.
 */
export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** `responses` with one JSON answer: 200 unless the route creates something (201). */
export function jsonResponse<T extends z.ZodType, S extends 200 | 201 = 200>(
  schema: T,
  description: string,
  status?: S,
): { [K in S]: ReturnType<typeof jsonContent<T>> } {
  return { [status ?? 200]: jsonContent(schema, description) } as {
    [K in S]: ReturnType<typeof jsonContent<T>>;
  };
}

/** `request.body`: a request without one fails validation (400) instead of reaching the service. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { 'application/json': { schema } },
});

/** One file download (a PDF, a ZIP, a CSV) as a response. */
export const fileContent = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.string().openapi({ format: 'binary' }) } },
});

/** `responses` with one file download under 200. */
export const fileResponse = (type: string, description: string) => ({ 200: fileContent(type, description) });

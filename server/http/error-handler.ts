/** Turns every failure into the API's JSON error body `{ code, message }` with a Danish message. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, apiErrors, requestErrors } from '../errors.ts';
import { validationMessage } from './validation-messages.ts';

function fromFastifyError(error: FastifyError): ApiError {
  if (error.validation) {
    const first = error.validation[0] as Parameters<typeof validationMessage>[0];
    return apiErrors.validation(validationMessage(first, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return requestErrors.malformedJson();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return requestErrors.bodyTooLarge();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return requestErrors.unsupportedMediaType();
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return apiErrors.validation('forventede multipart/form-data');
  }
  if (error.statusCode === 429) return requestErrors.rateLimited();
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return requestErrors.badRequest(error.statusCode);
  }
  return apiErrors.internal();
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const apiError = error instanceof ApiError ? error : fromFastifyError(error);
    if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const body = { code: apiError.code, message: apiError.message };
    if (apiError.headers) reply.headers(apiError.headers);
    return reply.code(apiError.statusCode).send(apiError.issues ? { ...body, issues: apiError.issues } : body);
  });
}

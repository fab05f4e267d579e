/** A failed API call: HTTP status, the server's error code and its Danish message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What is wrong where (JSON pointer), when an editor's definition or text was refused. */
    readonly issues: readonly { pointer: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown; issues?: unknown };
    // The server's message whenever the body has one (a proxy or Fastify itself may send no code).
    if (typeof body.message === 'string' && body.message.trim() !== '') {
      return new ApiRequestError(
        response.status,
        typeof body.code === 'string' ? body.code : 'HTTP_ERROR',
        body.message,
        Array.isArray(body.issues) ? (body.issues as { pointer: string; message: string }[]) : [],
      );
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiRequestError(response.status, 'HTTP_ERROR', `Serveren svarede ${response.status}.`);
}

/** A failed API call: HTTP status, the server's error code and its Danish message. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    if (typeof body.code === 'string' && typeof body.message === 'string') {
      return new ApiRequestError(response.status, body.code, body.message);
    }
  } catch {
    // not JSON: fall through
  }
  return new ApiRequestError(response.status, 'HTTP_ERROR', `Serveren svarede ${response.status}.`);
}

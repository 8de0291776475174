/**
 * Machine-readable error codes shared by server and client. The server maps each
 * code to an HTTP status in one place; the client reacts to some of them
 * (401 -> sign-in, SUBSCRIPTION_REQUIRED -> /subscription).
 */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** A state-changing request sent by a browser from another origin. */
  CROSS_ORIGIN: 403,
  SUBSCRIPTION_REQUIRED: 403,
  /** Content offered on other plans than the viewer's (issue 58): the message names them. */
  PLAN_REQUIRED: 403,
  /** The account must set up a second factor before anything else (decision 052). */
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** An invitation past the plan's seats (issue 58): the message names the plan; the page offers Upgrade. */
  SEATS_FULL: 409,
  INVALID_TOKEN: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The payments provider could not be reached, timed out or failed (its 5xx): try again later. */
  PAYMENTS_UNAVAILABLE: 502,
  /** Article Magic without an AI provider: the message names the variables to set. */
  AI_NOT_CONFIGURED: 503,
  /** The import's source (the Bubble.io Data API) refused, failed or could not be reached. */
  IMPORT_SOURCE_UNAVAILABLE: 502,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The body of every error response. */
export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field path -> message, for 400s. */
    fields?: Record<string, string>;
    requestId?: string;
  };
}

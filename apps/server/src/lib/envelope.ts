import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type Failure } from '@lobby/contract';

/** The success envelope. */
export function success<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

export function failure(code: ErrorCode, message = ERROR_MESSAGES[code], field?: string): Failure {
  return field === undefined ? { success: false, code, message } : { success: false, code, message, field };
}

/** An error a service or route throws to answer with a catalogue code. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly field?: string,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type Failure, type FailureValue } from '@lobby/contract/core';

/** The success envelope. */
export function success<T>(value: T): { success: true; value: T } {
  return { success: true, value };
}

export function failure(
  code: ErrorCode,
  message = ERROR_MESSAGES[code],
  field?: string,
  value?: FailureValue,
): Failure {
  return {
    success: false,
    code,
    message,
    ...(field === undefined ? {} : { field }),
    ...(value === undefined ? {} : { value }),
  };
}

/** An error a service or route throws to answer with a catalogue code. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly field?: string,
    /** Facts the screen acts on: a captcha is now needed, when a lock ends. */
    readonly value?: FailureValue,
  ) {
    super(message);
    this.statusCode = ERROR_STATUS[code];
  }
}

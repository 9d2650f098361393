import { z } from 'zod';
import { API_MESSAGES } from '../messages.js';

/**
 * Zod's own messages in Polish, for checks whose schema names no message of its own;
 * a value of the wrong type gets a plain sentence instead of "expected object, received array".
 */
export function installPolishErrorMessages(): void {
  z.config(z.locales.pl());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' ? (issue.path?.length ? API_MESSAGES.fieldFormat : API_MESSAGES.validation) : undefined,
  });
}

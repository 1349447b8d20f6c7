/**
 * The spec's `event` / `action` selectors: one path, several use cases picked by a body or query
 * field. An unknown selector answers 400 with the spec's exact text (section 8).
 */
import { MESSAGES } from './domain.js';
import { HttpError } from './errors.js';

export type SelectorKind = 'event' | 'action' | 'formDataEvent';

export const UNKNOWN_SELECTOR_MESSAGES: Record<SelectorKind, string> = {
  event: MESSAGES.unsuccessfulEvent,
  action: MESSAGES.unsuccessfulAction,
  formDataEvent: MESSAGES.unsuccessfulFormDataEvent,
};

/**
 * Picks the handler named by `selector`, e.g.
 * `selectHandler(body.event, { store_update_password: …, store_token_fcm: … })(request)`.
 * Own properties only, so `event: 'constructor'` or `'__proto__'` cannot reach Object.prototype.
 */
export function selectHandler<H>(
  selector: unknown,
  handlers: Readonly<Record<string, H>>,
  kind: SelectorKind = 'event',
): H {
  if (typeof selector === 'string' && Object.prototype.hasOwnProperty.call(handlers, selector))
    return handlers[selector];
  throw new HttpError(400, UNKNOWN_SELECTOR_MESSAGES[kind]);
}

/** JSON schema for a selector field; documents the allowed values without rejecting others as 422. */
export function selectorSchema(values: readonly string[], description?: string) {
  return {
    type: 'string',
    maxLength: 100,
    description: description ?? `Salah satu dari: ${values.join(', ')}`,
    examples: [...values],
  } as const;
}

/** Request types known to the engine: type → chain of steps + hooks. Registered once at start-up by each module. */
import type { ApprovalTypeDefinition } from './types.js';

const registry = new Map<string, ApprovalTypeDefinition>();

/** Registers (or replaces, for apps built twice in one process, e.g. tests) a request type. */
export function registerApprovalType(definition: ApprovalTypeDefinition): void {
  if (definition.steps.length === 0) throw new Error(`approval type ${definition.type} needs at least one step`);
  registry.set(definition.type, definition);
}

export function approvalTypeOf(type: string): ApprovalTypeDefinition {
  const definition = registry.get(type);
  if (!definition) throw new Error(`approval type ${type} is not registered`);
  return definition;
}

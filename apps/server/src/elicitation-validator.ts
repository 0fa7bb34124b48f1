import type { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv-provider.js';
import type { jsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/types.js';

/**
 * One validator (of elicitation answers) for every Server of the process. Ajv and its formats are 140 kB of the
 * bundle that initialize would otherwise parse, and building them costs more CPU than a call: the module loads
 * when the first elicitation is about to be sent (`elicitationValidatorReady`), and the SDK asks for a validator
 * only once the client has answered one.
 */
let loading: Promise<AjvJsonSchemaValidator> | undefined;
let loaded: AjvJsonSchemaValidator | undefined;

/** Loads Ajv once; every caller of `Server.elicitInput` awaits this first. */
export async function elicitationValidatorReady(): Promise<void> {
  loading ??= import('@modelcontextprotocol/sdk/validation/ajv-provider.js').then(
    ({ AjvJsonSchemaValidator: Validator }) => (loaded = new Validator()),
  );
  await loading;
}

export const elicitationValidator: jsonSchemaValidator = {
  getValidator: (schema) => {
    if (!loaded) throw new Error('an elicitation was sent before its answer validator was loaded');
    return loaded.getValidator(schema);
  },
};

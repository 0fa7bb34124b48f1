import type { ParamContract, ParamSpec } from '../../http/param-contract.js';

/*
 * Short builders for the contract tables beside this file, so each table reads like the attribute table of GitLab's
 * REST documentation it is transcribed from (name, type, required, allowed values).
 */

export const string: ParamSpec = { type: 'string' };
export const integer: ParamSpec = { type: 'integer' };
export const number: ParamSpec = { type: 'number' };
export const boolean: ParamSpec = { type: 'boolean' };
export const date: ParamSpec = { type: 'date' };
export const datetime: ParamSpec = { type: 'datetime' };
export const list: ParamSpec = { type: 'list' };
export const integerList: ParamSpec = { type: 'integer list' };
export const idOrNoneAny: ParamSpec = { type: 'id or None/Any' };
export const hash: ParamSpec = { type: 'hash' };
export const hashList: ParamSpec = { type: 'hash list' };
export const file: ParamSpec = { type: 'file' };

export function required(spec: ParamSpec): ParamSpec {
  return { ...spec, required: true };
}

/** A hash parameter whose keys GitLab declares (and checks) itself. */
export function hashOf(keys: ParamContract): ParamSpec {
  return { type: 'hash', keys };
}

/** A string parameter with the values GitLab allows. */
export function oneOf(...values: string[]): ParamSpec {
  return { type: 'string', values };
}

export const sort = oneOf('asc', 'desc');

/** A table less some of its parameters: an endpoint that takes what another does, but those. */
export function omit(contract: ParamContract, ...names: string[]): ParamContract {
  return Object.fromEntries(Object.entries(contract).filter(([name]) => !names.includes(name)));
}

// api/openapi.yaml as validators (scripts/openapi-contract.mjs), loaded once per test worker on
// first use: the contract suite and the request-body listener of test/setup.ts share it.
import { loadContract, type Contract } from '../../scripts/openapi-contract.mjs';

let loaded: Contract | undefined;

export function contract(): Contract {
  loaded ??= loadContract();
  return loaded;
}

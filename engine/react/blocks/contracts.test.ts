import { describe, expect, it } from 'vitest';
import { blockContractsWithoutRenderers } from './contracts.ts';
import { blockContracts } from './registry.ts';

describe('the block contracts the server checks with', () => {
  it('are the contracts of the block list: the same types, schemas and own checks', () => {
    expect(Object.keys(blockContractsWithoutRenderers).sort()).toEqual(Object.keys(blockContracts).sort());
    for (const [type, contract] of Object.entries(blockContracts)) {
      const serverSide = blockContractsWithoutRenderers[type]!;
      expect(serverSide.schema, type).toEqual(contract.schema);
      expect(serverSide.check, type).toBe(contract.check);
    }
  });
});

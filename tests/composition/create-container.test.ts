import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { GetPickerAccessTokenUseCase } from '../../src/application/picker/get-picker-access-token.use-case';
import { createTestContainer } from '../support/test-container';

describe('the admin container', () => {
  it("gives every picker the same access-token cache, and another admin (container) its own", () => {
    const container = createTestContainer();
    const first = container.get(GetPickerAccessTokenUseCase);
    expect(container.get(GetPickerAccessTokenUseCase)).toBe(first);
    expect(createTestContainer().get(GetPickerAccessTokenUseCase)).not.toBe(first);
  });
});

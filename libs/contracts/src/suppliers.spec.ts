import { SUPPLIER_NAME_REQUIRED, supplierCreateSchema, supplierUpdateSchema } from './suppliers';

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('supplierCreateSchema', () => {
  it('needs only a company name; blank optional fields become null', () => {
    expect(supplierCreateSchema.parse({ name: ' Acme ', email: '', phone: '  ' })).toEqual({
      name: 'Acme',
      email: null,
      phone: null,
    });
    expect(firstError(supplierCreateSchema.safeParse({ name: '   ' }))).toBe(
      SUPPLIER_NAME_REQUIRED,
    );
    expect(firstError(supplierCreateSchema.safeParse({}))).toBe(SUPPLIER_NAME_REQUIRED);
  });

  it('checks the name length, the email and the phone pattern', () => {
    expect(firstError(supplierCreateSchema.safeParse({ name: 'x'.repeat(201) }))).toBe(
      'Company name must be at most 200 characters',
    );
    expect(firstError(supplierCreateSchema.safeParse({ name: 'A', email: 'no-at' }))).toBe(
      'Invalid email address',
    );
    expect(firstError(supplierCreateSchema.safeParse({ name: 'A', phone: '0123' }))).toBe(
      'Invalid phone number',
    );
  });
});

describe('supplierUpdateSchema', () => {
  it('keeps absent fields absent and turns blank ones into null (cleared)', () => {
    expect(supplierUpdateSchema.parse({ contact_person: '' })).toEqual({ contact_person: null });
  });

  it('refuses an empty body', () => {
    expect(firstError(supplierUpdateSchema.safeParse({}))).toBe(
      'Nothing to update: send at least one field',
    );
  });
});

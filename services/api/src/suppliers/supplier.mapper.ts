import type { Supplier as SupplierBody } from '@shop/contracts';
import type { Supplier } from './supplier.entity';

/** The one way a supplier leaves the API, field by field (the normalised name stays in). */
export function toSupplierBody(supplier: Supplier): SupplierBody {
  return {
    id: supplier.id,
    name: supplier.name,
    contact_person: supplier.contactPerson,
    email: supplier.email,
    phone: supplier.phone,
    address: supplier.address,
    payment_terms: supplier.paymentTerms,
    delivery_schedule: supplier.deliverySchedule,
    is_active: supplier.isActive,
    created_at: supplier.createdAt.toISOString(),
  };
}

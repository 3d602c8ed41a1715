import type { Role } from '@shop/contracts';
import type { NewSupplier } from '../../suppliers/supplier.entity';

export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  address?: string;
  /** The approval PIN (docs/product/roles-and-rules.md#approvals-on-the-spot). */
  pin?: string;
}

/** The three documented demo logins (docs/operations.md#running-it) and a few more shoppers. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin123!',
    pin: '2468',
    role: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    email: 'alex.morgan@example.com',
    phone: '+14155550100',
  },
  {
    username: 'staff',
    password: 'Staff123!',
    role: 'staff',
    firstName: 'Sam',
    lastName: 'Rivera',
    email: 'sam.rivera@example.com',
    phone: '+14155550101',
  },
  {
    username: 'customer',
    password: 'Customer123!',
    role: 'customer',
    firstName: 'Casey',
    lastName: 'Jordan',
    email: 'casey.jordan@example.com',
    phone: '+14155550102',
    address: '742 Evergreen Terrace, Springfield, OR 97403',
  },
  {
    username: 'priya',
    password: 'Customer123!',
    role: 'customer',
    firstName: 'Priya',
    lastName: 'Patel',
    email: 'priya.patel@example.com',
    address: '18 Harbor View Road, Seattle, WA 98101',
  },
  {
    username: 'marcus',
    password: 'Customer123!',
    role: 'customer',
    firstName: 'Marcus',
    lastName: 'Chen',
    email: 'marcus.chen@example.com',
    phone: '+12125550177',
  },
  {
    username: 'elena',
    password: 'Customer123!',
    role: 'customer',
    firstName: 'Elena',
    lastName: 'Rossi',
    email: 'elena.rossi@example.com',
    address: '501 Lakeshore Drive, Chicago, IL 60611',
  },
  {
    username: 'diego',
    password: 'Customer123!',
    role: 'customer',
    firstName: 'Diego',
    lastName: 'Alvarez',
    email: 'diego.alvarez@example.com',
    phone: '+13055550123',
  },
];

/** Walk-in shoppers named in the notes of point-of-sale purchases. */
export const WALK_IN_CUSTOMERS: readonly string[] = [
  'Hannah Becker',
  'Omar Haddad',
  'Grace Kim',
  "Liam O'Connor",
  'Sofia Nguyen',
  'Noah Williams',
];

export const DEMO_SUPPLIERS: readonly (NewSupplier & { isActive?: boolean })[] = [
  {
    name: 'Summit Textiles Co.',
    contactPerson: 'Rachel Green',
    email: 'orders@summit-textiles.example.com',
    phone: '+15035550140',
    address: '1200 Mill Street, Portland, OR 97201',
    paymentTerms: 'Net 30',
    deliverySchedule: 'Weekly',
  },
  {
    name: 'Apex Footwear Manufacturing',
    contactPerson: 'Daniel Park',
    email: 'sales@apexfootwear.example.com',
    phone: '+16175550199',
    address: '45 Foundry Lane, Boston, MA 02118',
    paymentTerms: 'Net 45',
    deliverySchedule: 'Bi-weekly',
  },
  {
    name: 'Coastal Active Supply',
    contactPerson: 'Maria Lopez',
    email: 'hello@coastalactive.example.com',
    phone: '+13105550111',
    address: '88 Ocean Park Blvd, Santa Monica, CA 90405',
    paymentTerms: 'COD',
    deliverySchedule: 'Weekly',
  },
  {
    name: 'IronWorks Gear Ltd.',
    contactPerson: 'Tom Fischer',
    email: 'accounts@ironworksgear.example.com',
    phone: '+13125550155',
    address: '9 Steelyard Road, Chicago, IL 60608',
    paymentTerms: 'Net 30',
    deliverySchedule: 'Monthly',
  },
  {
    name: 'GreenLoop Recycled Fabrics',
    contactPerson: 'Aisha Bello',
    email: 'team@greenloop.example.com',
    phone: '+17205550133',
    address: '300 Canal Street, Denver, CO 80202',
    paymentTerms: 'Net 15',
    deliverySchedule: 'Bi-weekly',
  },
  {
    name: 'Northern Bottle Works',
    contactPerson: 'Erik Larsen',
    email: 'erik@northernbottle.example.com',
    phone: '+16125550162',
    address: '77 Riverside Ave, Minneapolis, MN 55401',
    paymentTerms: 'Net 60',
    deliverySchedule: 'Monthly',
    isActive: false,
  },
];
